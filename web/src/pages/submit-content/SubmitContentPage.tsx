import { useTranslation } from 'react-i18next';
import { EventSubmissionForm } from '../../modules/submissions/components/EventSubmissionForm.js';
import { GuidelinesPanel } from '../../modules/submissions/components/GuidelinesPanel.js';
import { MySubmissions } from '../../modules/submissions/components/MySubmissions.js';
import { NewsSubmissionForm } from '../../modules/submissions/components/NewsSubmissionForm.js';
import { SocialSubmissionForm } from '../../modules/submissions/components/SocialSubmissionForm.js';
import { SubmissionSteps } from '../../modules/submissions/components/SubmissionSteps.js';
import * as styles from '../../modules/submissions/components/SubmitContent.css.js';
import {
  useMySubmissions,
  useSubmitContent,
} from '../../modules/submissions/hooks/useSubmitContent.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { Tabs } from '../../ui/Tabs.js';

export default function SubmitContentPage() {
  const { t } = useTranslation();
  const submit = useSubmitContent();
  const mine = useMySubmissions();
  return (
    <>
      <PageHeader title={t('pages.submitContent.title')} lead={t('pages.submitContent.lead')} />
      <div className={styles.page}>
        <p className={styles.stepText}>{t('pages.submitContent.intro')}</p>
        <SubmissionSteps />
        <div className={styles.layout}>
          <div className={styles.column}>
            <section className={styles.panel}>
              <Tabs
                label={t('pages.submitContent.tabs.label')}
                keepMounted
                items={[
                  {
                    id: 'news',
                    label: t('pages.submitContent.tabs.news'),
                    panel: <NewsSubmissionForm onSubmit={submit.submitNews} />,
                  },
                  {
                    id: 'events',
                    label: t('pages.submitContent.tabs.events'),
                    panel: <EventSubmissionForm onSubmit={submit.submitEvent} />,
                  },
                  {
                    id: 'social',
                    label: t('pages.submitContent.tabs.social'),
                    panel: <SocialSubmissionForm onSubmit={submit.submitSocial} />,
                  },
                ]}
              />
            </section>
            <MySubmissions
              submissions={mine.submissions}
              loading={mine.loading}
              failed={mine.failed}
            />
          </div>
          <GuidelinesPanel />
        </div>
      </div>
    </>
  );
}

import { useTranslation } from '../../i18n/react.js';
import {
  EventSubmissionForm,
  GuidelinesPanel,
  MySubmissions,
  NewsSubmissionForm,
  SocialSubmissionForm,
  SubmissionSteps,
  submitContentStyles as styles,
  useMySubmissions,
  useSubmitContent,
} from '../../modules/submissions/index.js';
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

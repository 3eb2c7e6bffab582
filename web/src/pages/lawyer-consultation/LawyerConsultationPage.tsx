import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { PublicLawyerPageQuery } from '../../generated/graphql.js';
import { PublicLawyerPageDocument } from '../../generated/public/lawyers.js';
import { useTranslation } from '../../i18n/react.js';
import { usePageForm } from '../../lib/pageForm.js';
import { useServerQueryData } from '../../lib/serverData.js';
import { useGraphQLQuery } from '../../lib/useGraphQL.js';
import {
  type ConsultationCreated,
  ConsultationPageForm,
  SentNotice,
} from '../../modules/consultations/index.js';
import { lawyerPagePath } from '../../modules/lawyers/index.js';
import { Link } from '../../ui/Link.js';
import { Loading } from '../../ui/Loading.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { lawyerPageVariables } from '../lawyer-page/lawyerPageQuery.js';
import NotFoundPage from '../not-found/NotFoundPage.js';

/**
 * /lawyers/<slug>/consultation: the consultation request as a page of its own, where "Request
 * a consultation" leads before the script runs (the dialog enhances the link after). The
 * gateway renders it from the lawyer page's operation; the form posts here without the script.
 */
export default function LawyerConsultationPage() {
  const { slug = '' } = useParams();
  const { t, i18n } = useTranslation();
  const page = usePageForm('consultation');
  const variables = lawyerPageVariables(slug, i18n.language);
  const query = useGraphQLQuery(PublicLawyerPageDocument, variables, {
    initialData: useServerQueryData<PublicLawyerPageQuery>(variables),
  });
  const [sent, setSent] = useState<ConsultationCreated | null>(null);
  const lawyer = query.data?.publicLawyer;

  if (!query.data) {
    if (query.error) return <p role="alert">{t('lawyerPage.loadError')}</p>;
    return <Loading />;
  }
  if (!lawyer) return <NotFoundPage />;
  return (
    <div>
      <p>
        <Link href={lawyerPagePath(lawyer.slug)}>{lawyer.fullName}</Link>
      </p>
      <PageHeader
        title={t('consultations.form.title')}
        lead={t('consultations.form.lead', { name: lawyer.fullName })}
      />
      {sent ? (
        <SentNotice created={sent} onDismiss={() => setSent(null)} />
      ) : (
        <ConsultationPageForm lawyerId={lawyer.id} page={page} onSent={setSent} />
      )}
    </div>
  );
}

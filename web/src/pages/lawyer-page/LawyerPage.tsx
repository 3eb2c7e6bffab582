import { useParams } from 'react-router-dom';
import type { PublicLawyerPageQuery } from '../../generated/graphql.js';
import { PublicLawyerPageDocument } from '../../generated/public/lawyers.js';
import { useTranslation } from '../../i18n/react.js';
import { useServerQueryData } from '../../lib/serverData.js';
import { useGraphQLQuery } from '../../lib/useGraphQL.js';
import { useConsultationRequest } from '../../modules/consultations/index.js';
import type { PublicLawyer } from '../../modules/lawyers/index.js';
import {
  DocumentHead,
  LawyerProfileView,
  LawyerReviews,
  lawyerPageStyles as styles,
} from '../../modules/lawyers/index.js';
import { Button } from '../../ui/Button.js';
import { Link } from '../../ui/Link.js';
import { Loading } from '../../ui/Loading.js';
import NotFoundPage from '../not-found/NotFoundPage.js';
import { lawyerPageVariables } from './lawyerPageQuery.js';

/**
 * A lawyer's public page, /lawyers/<slug>: the profile, the approved reviews, the consultation
 * request, and the document head (title, description, canonical, hreflang, Open Graph, JSON-LD)
 * in the interface language. A lawyer who is not public gets the not-found page.
 */
export default function LawyerPage() {
  const { slug = '' } = useParams();
  const { t, i18n } = useTranslation();
  // A plain fetch: the page does without the GraphQL client.
  const variables = lawyerPageVariables(slug, i18n.language);
  // The gateway asked the same before rendering: the page hydrates with its answer.
  const query = useGraphQLQuery(PublicLawyerPageDocument, variables, {
    initialData: useServerQueryData<PublicLawyerPageQuery>(variables),
  });
  const consultation = useConsultationRequest();
  // Another language asks again for the head: the page stays as it is meanwhile.
  const { data } = query;

  if (!data) {
    if (query.error) {
      return (
        <div role="alert">
          <p>{t('lawyerPage.loadError')}</p>
          <Button variant="secondary" onClick={query.refetch}>
            {t('lawyers.directory.retry')}
          </Button>
        </div>
      );
    }
    return <Loading />;
  }
  const found = data.publicLawyer;
  if (!found) return <NotFoundPage />;
  const lawyer: PublicLawyer = { ...found, verified: found.verified ? 1 : 0 };

  return (
    <article className={styles.page} aria-label={lawyer.fullName}>
      {data.publicLawyerHead ? <DocumentHead head={data.publicLawyerHead} /> : null}
      <p>
        <Link href="/public-lawyers">{t('lawyerPage.backToDirectory')}</Link>
      </p>
      {consultation.notice}
      <LawyerProfileView lawyer={lawyer} onRequest={consultation.request} />
      {data.publicLawyerReviews ? (
        <LawyerReviews key={lawyer.id} slug={lawyer.slug} firstPage={data.publicLawyerReviews} />
      ) : null}
      {consultation.dialog}
    </article>
  );
}

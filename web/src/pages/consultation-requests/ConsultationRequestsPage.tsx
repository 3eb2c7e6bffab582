import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import {
  ConsultationFilter,
  MyConsultationRequestsDocument,
  ShellCountsDocument,
} from '../../generated/graphql.js';
import { useTranslation } from '../../i18n/react.js';
import {
  ConsultationAnswerForm,
  ConsultationDetails,
  consultationViewStyles as styles,
} from '../../modules/consultations/index.js';
import { FormNotice } from '../../ui/FormNotice.js';
import { Link } from '../../ui/Link.js';
import { Loading } from '../../ui/Loading.js';
import { PageHeader } from '../../ui/PageHeader.js';

const FILTERS = Object.values(ConsultationFilter);
const FILTER_PARAMETER = 'filter';

/** A filter of the address (?filter=pending), ALL for none or an unknown one. */
function filterOf(value: string | null): ConsultationFilter {
  return FILTERS.find((filter) => filter.toLowerCase() === value) ?? ConsultationFilter.All;
}

/**
 * The lawyer's consultation requests, filtered by links (pending, answered, expired), each
 * pending one with the answer form: a message to the client, and a proposed contact to accept.
 */
export default function ConsultationRequestsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const filter = filterOf(params.get(FILTER_PARAMETER));
  // What an answer posted before the script ran did (the gateway's consultations.forms.ts).
  const done = params.get('done');
  const requests = useQuery(MyConsultationRequestsDocument, {
    variables: { filter },
    fetchPolicy: 'cache-and-network',
  });
  const rows = requests.data?.myConsultationRequests;
  const answered = () => {
    void requests.refetch();
    void requests.client.refetchQueries({ include: [ShellCountsDocument] });
  };

  return (
    <>
      <PageHeader title={t('lawyers.requests.title')} lead={t('lawyers.requests.lead')} />
      {done ? (
        <FormNotice>
          <strong>
            {t(
              done === 'accept'
                ? 'lawyers.requests.acceptedTitle'
                : 'lawyers.requests.declinedTitle',
            )}
          </strong>{' '}
          {t('lawyers.requests.answeredText')}
        </FormNotice>
      ) : null}
      <nav aria-label={t('lawyers.requests.filters')} className={styles.actions}>
        {FILTERS.map((option) => (
          <Link
            key={option}
            href={
              option === ConsultationFilter.All
                ? '/consultation-requests'
                : `/consultation-requests?${FILTER_PARAMETER}=${option.toLowerCase()}`
            }
            aria-current={option === filter ? 'page' : undefined}
          >
            {t(`lawyers.requests.filter.${option}`)}
          </Link>
        ))}
      </nav>
      <div className={styles.list}>
        {requests.loading && !rows ? <Loading /> : null}
        {rows && rows.length === 0 ? (
          <p className={styles.muted}>{t('lawyers.requests.empty')}</p>
        ) : null}
        {rows && rows.length > 0 ? (
          <ul className={styles.list}>
            {rows.map((row) => (
              <li key={row.id} className={styles.card} data-testid="consultation-request">
                <ConsultationDetails consultation={row} showClient />
                {row.status === 'PENDING' ? (
                  <ConsultationAnswerForm consultationId={row.id} onAnswered={answered} />
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}

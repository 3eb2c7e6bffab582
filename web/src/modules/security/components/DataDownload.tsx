import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DataExportState,
  MyDataExportDocument,
  type MyDataExportQuery,
  RequestDataExportDocument,
} from '../../../generated/graphql.js';
import { useDateFormat } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { serverRefusal } from '../../../lib/accountRules.js';
import { FormToken, usePageForm } from '../../../lib/pageForm.js';
import { Button } from '../../../ui/Button.js';
import { FormNotice } from '../../../ui/FormNotice.js';
import { myDataRefusalKey } from './myDataRefusal.js';
import * as styles from './security.css.js';

/** The security page's form both data sections post (gateway modules/my-data/my-data.forms.ts). */
export const MY_DATA_FORM = 'myData';

type ExportView = NonNullable<MyDataExportQuery['myDataExport']>;

/** The later of two views of the member's latest request (by when it was asked). */
function newest(read: ExportView | null, asked: ExportView | null): ExportView | null {
  if (!read || !asked) return read ?? asked;
  return Date.parse(asked.requestedAt) > Date.parse(read.requestedAt) ? asked : read;
}

/**
 * "Download my data": asks for an archive, which the worker prepares and whose one-time link is
 * mailed; shows where the latest request is. A real form posted to the page without the script
 * (it comes back with `?done=export`); with it, the mutation.
 */
export function DataDownload() {
  const { t } = useTranslation();
  const time = useDateFormat('dateTime');
  const [params] = useSearchParams();
  const page = usePageForm(MY_DATA_FORM);
  const refusedHere = page.refused?.values.action === 'export' ? page.refused : undefined;
  const { data } = useQuery(MyDataExportDocument);
  const [request, { loading }] = useMutation(RequestDataExportDocument);
  // The answer to this page's own request: newer than what the page's read of the latest one
  // says until that read is asked again (a read still under way when the member asked answers
  // without it, and a refetch then was merged into that read).
  const [asked, setAsked] = useState<ExportView | null>(null);
  const [problem, setProblem] = useState<string | null>(
    refusedHere ? myDataRefusalKey(refusedHere) : null,
  );
  const [done, setDone] = useState(params.get('done') === 'export');
  const current = newest(data?.myDataExport ?? null, asked);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    setDone(false);
    try {
      const answer = await request();
      setAsked(answer.data?.requestDataExport ?? null);
      setDone(true);
    } catch (error) {
      setProblem(myDataRefusalKey(serverRefusal(error)));
    }
  };

  const state = (() => {
    if (!current) return null;
    switch (current.state) {
      case DataExportState.Preparing:
        return t('pages.security.myData.preparing', { time: time(current.requestedAt) });
      case DataExportState.Ready:
        return t('pages.security.myData.ready', { time: time(current.expiresAt ?? '') });
      case DataExportState.Downloaded:
        return t('pages.security.myData.downloaded');
      case DataExportState.Expired:
        return t('pages.security.myData.expired');
    }
  })();

  return (
    <section className={styles.section} aria-labelledby="my-data-heading" id="my-data">
      <h2 id="my-data-heading">{t('pages.security.myData.title')}</h2>
      <p>{t('pages.security.myData.lead')}</p>
      {done ? <FormNotice>{t('pages.security.myData.requested')}</FormNotice> : null}
      {state ? <p data-testid="data-export-state">{state}</p> : null}
      <form method="post" onSubmit={submit} className={styles.form}>
        <FormToken token={page.csrfToken} />
        <input type="hidden" name="action" value="export" />
        <p role="alert" className={styles.alert}>
          {problem ? t(problem as 'pages.security.myData.errors.unknown') : null}
        </p>
        <div>
          <Button type="submit" variant="secondary" isDisabled={loading}>
            {t('pages.security.myData.request')}
          </Button>
        </div>
      </form>
    </section>
  );
}

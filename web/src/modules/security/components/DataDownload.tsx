import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DataExportState,
  MyDataExportDocument,
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
  // The answer is the new request: written where the page reads the latest one, rather than
  // asked again (a refetch while the first read was still under way was merged into it, and
  // the page showed no request at all).
  const [request, { loading }] = useMutation(RequestDataExportDocument, {
    update(cache, { data: answer }) {
      if (!answer) return;
      cache.writeQuery({
        query: MyDataExportDocument,
        data: { myDataExport: answer.requestDataExport },
      });
    },
  });
  const [problem, setProblem] = useState<string | null>(
    refusedHere ? myDataRefusalKey(refusedHere) : null,
  );
  const [done, setDone] = useState(params.get('done') === 'export');
  const current = data?.myDataExport ?? null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    setDone(false);
    try {
      await request();
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

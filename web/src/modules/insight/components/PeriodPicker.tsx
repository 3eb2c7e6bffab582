import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { NativeSelect } from '../../../ui/NativeSelect.js';
import * as styles from './Insight.css.js';
import {
  INSIGHT_PATH,
  insightHref,
  PERIOD_PARAMETERS,
  type PeriodParameter,
  readPeriod,
} from './insight-period.js';

/**
 * The period as a GET form: before the script runs the browser sends it to the page's address
 * (`?period=`), which the server renders; with it, the router goes there. Either way the period
 * is in the address.
 */
export function PeriodPicker({ period }: { period: PeriodParameter }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<string>(period);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(insightHref(readPeriod(draft)));
  };
  return (
    <form method="get" action={INSIGHT_PATH} onSubmit={submit} className={styles.picker}>
      <NativeSelect
        name="period"
        label={t('pages.insight.period.label')}
        value={draft}
        onChange={setDraft}
        options={(Object.keys(PERIOD_PARAMETERS) as PeriodParameter[]).map((value) => ({
          value,
          label: t(`pages.insight.period.${value}`),
        }))}
      />
      <Button type="submit">{t('pages.insight.period.apply')}</Button>
    </form>
  );
}

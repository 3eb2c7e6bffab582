import { useTranslation } from '../i18n/react.js';
import { loading } from './Loading.css.js';

/** The generic "Loading..." line, announced politely to screen readers. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className={loading}>
      {t('common.loading')}
    </p>
  );
}

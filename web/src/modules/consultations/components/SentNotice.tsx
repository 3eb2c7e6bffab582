import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { Link } from '../../../ui/Link.js';
import type { ConsultationCreated } from '../types.js';
import * as styles from './SentNotice.css.js';

/** After a send: where to follow the request (the link is private: only the requester has it). */
export function SentNotice({
  created,
  onDismiss,
}: {
  created: ConsultationCreated;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const absolute = `${window.location.origin}${created.trackingUrl}`;
  return (
    <section
      className={styles.notice}
      aria-labelledby="consultation-sent-heading"
      data-testid="sent-notice"
    >
      <h2 id="consultation-sent-heading" className={styles.heading}>
        {t('consultations.sent.title')}
      </h2>
      <p className={styles.text}>{t('consultations.sent.trackingHint')}</p>
      <p className={styles.text}>
        <Link href={created.trackingUrl}>{t('consultations.sent.trackingLink')}</Link>
      </p>
      <p className={styles.url} dir="ltr">
        {absolute}
      </p>
      <div>
        <Button variant="secondary" onClick={onDismiss}>
          {t('consultations.sent.dismiss')}
        </Button>
      </div>
    </section>
  );
}

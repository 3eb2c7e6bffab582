import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import * as styles from '../publicSite.css.js';
import { Honeypot } from './Honeypot.js';

/**
 * The end of a public form: the field robots fill, the alert that says why sending failed, and
 * the Send button (saying so while the message is on its way).
 */
export function SendFooter({
  website,
  onWebsite,
  failure,
  sending,
  label,
}: {
  website: string;
  onWebsite: (value: string) => void;
  failure: string | null;
  sending: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Honeypot value={website} onChange={onWebsite} />
      <div role="alert" className={styles.alert}>
        {failure ? <p>{failure}</p> : null}
      </div>
      <div>
        <Button type="submit" disabled={sending}>
          {sending ? t('publicSite.sending') : label}
        </Button>
      </div>
    </>
  );
}

import { useTranslation } from '../../../i18n/react.js';
import { visuallyHidden } from '../../../ui/VisuallyHidden.css.js';

/**
 * A field people never see nor reach with the keyboard; robots that fill every input fill it, and
 * the gateway then drops the submission while answering as if it were accepted.
 */
export function Honeypot({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={visuallyHidden} aria-hidden="true">
      <label>
        {t('publicSite.honeypot')}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}

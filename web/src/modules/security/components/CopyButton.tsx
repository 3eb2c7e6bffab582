import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import * as styles from './security.css.js';

/**
 * Copies `text` to the clipboard (a key or recovery codes typed on a phone are error-prone) and
 * says whether it worked; where the clipboard is refused, the text stays on screen to select.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<'copied' | 'copyFailed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('copyFailed');
    }
  };
  return (
    <span className={styles.actions}>
      <Button variant="secondary" onPress={() => void copy()}>
        {label}
      </Button>
      <span role="status" className={styles.status}>
        {outcome ? t(`pages.security.mfa.${outcome}`) : null}
      </span>
    </span>
  );
}

/** A TOTP key as apps print it: groups of four, easier to read out and type. */
export function groupedKey(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

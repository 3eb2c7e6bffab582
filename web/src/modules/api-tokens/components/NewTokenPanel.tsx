import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import * as styles from './apiTokens.css.js';

/** The new token's secret, shown this once, with a copy button; gone once dismissed. */
export function NewTokenPanel({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <section className={styles.list} aria-labelledby="new-token-heading">
      <h3 id="new-token-heading">{t('pages.apiAccess.created.title')}</h3>
      <p role="status">{t('pages.apiAccess.created.showOnce')}</p>
      <code dir="ltr" className={styles.secret}>
        {token}
      </code>
      <div className={styles.actions}>
        <Button onPress={() => void copy()}>{t('pages.apiAccess.created.copy')}</Button>
        <Button variant="secondary" onPress={onDone}>
          {t('pages.apiAccess.created.done')}
        </Button>
      </div>
      <p aria-live="polite">
        {copied === 'yes'
          ? t('pages.apiAccess.created.copied')
          : copied === 'failed'
            ? t('pages.apiAccess.created.copyFailed')
            : null}
      </p>
    </section>
  );
}

import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../i18n/react.js';
import { DownloadFailed, retryFailedDownloads } from '../lib/preloadable.js';
import { Button } from '../ui/Button.js';
import { PageHeading } from '../ui/PageHeading.js';
import * as styles from './RouteBoundary.css.js';

/**
 * Around the page of the route shown: whatever it throws (its code failed to download, or it
 * failed to render) is shown in its place, in the visitor's language, with a Retry, while the
 * shell and its navigation stay. Another address starts afresh.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      FallbackComponent={RouteFailure}
      resetKeys={[pathname]}
      // Retry, or another address: what failed to download is fetched anew.
      onReset={retryFailedDownloads}
    >
      {children}
    </ErrorBoundary>
  );
}

function RouteFailure({ error, resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation();
  const download = error instanceof DownloadFailed;
  return (
    <div role="alert" className={styles.failure}>
      <PageHeading>
        {download ? t('shell.routeFailure.downloadTitle') : t('shell.routeFailure.errorTitle')}
      </PageHeading>
      <p className={styles.explanation}>
        {download ? t('shell.routeFailure.downloadHelp') : t('shell.routeFailure.errorHelp')}
      </p>
      <div>
        <Button onPress={resetErrorBoundary}>{t('shell.routeFailure.retry')}</Button>
      </div>
    </div>
  );
}

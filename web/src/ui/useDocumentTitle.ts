import { useEffect } from 'react';
import { useTranslation } from '../i18n/react.js';

/** "Page · Association", or the association's name alone without a page (also the SSR <title>). */
export function documentTitle(pageTitle: string | undefined, appName: string): string {
  return pageTitle ? `${pageTitle} · ${appName}` : appName;
}

/** The browser tab reads "Page · Association", or the association's name alone without a page. */
export function useDocumentTitle(pageTitle?: string): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = documentTitle(pageTitle, appName);
  }, [pageTitle, appName]);
}

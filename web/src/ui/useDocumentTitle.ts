import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser tab reads "Page · Association", or the association's name alone without a page. */
export function useDocumentTitle(pageTitle?: string): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${appName}` : appName;
  }, [pageTitle, appName]);
}

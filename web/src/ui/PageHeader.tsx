import { type ReactNode, useEffect } from 'react';
import { Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as styles from './PageHeader.css.js';

export interface PageHeaderProps {
  /** The page's one `<h1>`. */
  title: string;
  lead?: ReactNode;
}

export function PageHeader({ title, lead }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.header}>
      <Heading level={1} className={styles.title}>
        {title}
      </Heading>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}

/** The browser tab reads "Page · Association", or the association's name alone without a page. */
export function useDocumentTitle(pageTitle?: string): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${appName}` : appName;
  }, [pageTitle, appName]);
}

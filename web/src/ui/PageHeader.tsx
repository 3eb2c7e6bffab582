import { type ReactNode, useEffect } from 'react';
import { Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as styles from './PageHeader.css.js';

export interface PageHeaderProps {
  /** The page's one `<h1>`. */
  title: string;
  lead?: ReactNode;
  /** The page's name in the browser tab, when it differs from the heading. */
  documentTitle?: string;
}

export function PageHeader({ title, lead, documentTitle = title }: PageHeaderProps) {
  useDocumentTitle(documentTitle);
  return (
    <div className={styles.header}>
      <Heading level={1} className={styles.title}>
        {title}
      </Heading>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}

function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${pageTitle} · ${appName}`;
  }, [pageTitle, appName]);
}

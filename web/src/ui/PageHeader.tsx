import type { ReactNode } from 'react';
import * as styles from './PageHeader.css.js';
import { PageHeading } from './PageHeading.js';
import { useDocumentTitle } from './useDocumentTitle.js';

export interface PageHeaderProps {
  /** The page's one `<h1>`, and the page's part of the document title. */
  title: string;
  lead?: ReactNode;
  /** `auto` when the title is someone's own text (PageHeading). */
  titleDir?: 'auto';
}

export function PageHeader({ title, lead, titleDir }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.header}>
      <PageHeading className={styles.title} dir={titleDir}>
        {title}
      </PageHeading>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}

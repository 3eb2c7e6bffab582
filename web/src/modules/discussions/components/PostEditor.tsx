import { useQuery } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import { PreviewPostDocument } from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { Loading } from '../../../ui/Loading.js';
import { Tabs } from '../../../ui/Tabs.js';
import { PostBody } from './PostBody.js';
import * as styles from './PostEditor.css.js';

type Mode = 'write' | 'preview';

/**
 * A post's text field with a Preview tab that shows the text as the gateway will render it (the
 * one renderer: GraphQL previewPost), and a line on the Markdown it understands. The field stays
 * mounted under Preview, so what is typed is kept and still sent with the form.
 */
export function PostEditor({ content, children }: { content: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('write');
  const blank = content.trim().length === 0;
  const preview = useQuery(PreviewPostDocument, {
    variables: { content },
    skip: mode !== 'preview' || blank,
  });
  const html = preview.data?.previewPost;

  return (
    <div className={styles.editor}>
      <Tabs<Mode>
        label={t('pages.discussions.editor.label')}
        keepMounted
        selectedKey={mode}
        onSelectionChange={setMode}
        items={[
          { id: 'write', label: t('pages.discussions.editor.write'), panel: children },
          {
            id: 'preview',
            label: t('pages.discussions.editor.preview'),
            panel: blank ? (
              <p className={styles.muted}>{t('pages.discussions.editor.nothing')}</p>
            ) : preview.error ? (
              <p role="alert" className={styles.muted}>
                {t('pages.discussions.editor.failed')}
              </p>
            ) : html === undefined ? (
              <Loading />
            ) : (
              <div className={styles.preview}>
                <PostBody html={html} />
              </div>
            ),
          },
        ]}
      />
      <p className={styles.muted}>{t('pages.discussions.editor.hint')}</p>
    </div>
  );
}

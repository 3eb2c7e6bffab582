import * as styles from './DiscussionView.css.js';

/**
 * A post or reply as the gateway rendered it: Markdown turned into HTML and passed through an
 * allow-list sanitizer there (gateway shared/post-markdown.ts), so it is set as it comes.
 * `dir="auto"` lets a post in Arabic read right to left in an English page and the reverse.
 */
export function PostBody({ html }: { html: string }) {
  return (
    <div
      className={styles.content}
      dir="auto"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the gateway (see above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

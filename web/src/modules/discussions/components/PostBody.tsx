import type { MouseEvent } from 'react';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import * as styles from './DiscussionView.css.js';

/**
 * A post or reply as the gateway rendered it: Markdown turned into HTML and passed through an
 * allow-list sanitizer there (gateway shared/post-markdown.ts), so it is set as it comes.
 * `dir="auto"` lets a post in Arabic read right to left in an English page and the reverse.
 * A mention's link (to a member's profile) opens in the app, as the app's own links do.
 */
export function PostBody({ html }: { html: string }) {
  // Outside a router (a component test) the links are plain links.
  return useInRouterContext() ? <RoutedPostBody html={html} /> : <Body html={html} />;
}

function RoutedPostBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const openInApp = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a.mention');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/members/')) return;
    event.preventDefault();
    navigate(href);
  };
  return <Body html={html} onClick={openInApp} />;
}

function Body({
  html,
  onClick,
}: {
  html: string;
  onClick?: (event: MouseEvent<HTMLDivElement>) => void;
}) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the links inside are the controls (Enter on one clicks it)
    <div
      className={styles.content}
      dir="auto"
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the gateway (see above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

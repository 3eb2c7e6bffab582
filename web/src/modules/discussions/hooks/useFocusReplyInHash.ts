import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { REPLY_ANCHOR_PREFIX } from '../discussionPath.js';

/**
 * A discussion opened at one of its replies (`#reply-<id>`, as a notice links it) moves focus
 * to that reply once it is on the page, so that it is in view and a screen reader starts
 * there; the shell's page-change focus then leaves it (usePageChangeFocus keeps a focus the
 * page moved to a part it was asked to show). Once per address: a reply added later does not
 * take the focus back.
 */
export function useFocusReplyInHash(repliesShown: boolean): void {
  const { hash, key } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!repliesShown || !hash.startsWith(`#${REPLY_ANCHOR_PREFIX}`)) return;
    if (done.current === key) return;
    const reply = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!reply) return;
    done.current = key;
    reply.focus();
  }, [hash, key, repliesShown]);
}

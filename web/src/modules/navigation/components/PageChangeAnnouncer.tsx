import { visuallyHidden } from '../../../ui/VisuallyHidden.css.js';
import type { PageChangeAnnouncement } from '../hooks/usePageChangeFocus.js';

/**
 * The shell's one polite live region for page changes. It is on screen from the first load,
 * empty, because screen readers only announce changes to a live region they already know; each
 * message is a new node, so that the same text twice in a row is still announced.
 */
export function PageChangeAnnouncer({
  announcement,
}: {
  announcement: PageChangeAnnouncement | null;
}) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden}>
      {announcement ? <p key={announcement.id}>{announcement.message}</p> : null}
    </div>
  );
}

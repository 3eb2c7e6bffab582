import { lazyDialog } from '../../../ui/lazyDialog.js';
import type { NewDiscussionDialogProps } from './NewDiscussionDialog.js';

/** NewDiscussionDialog, fetched the first time it opens. */
export const LazyNewDiscussionDialog = lazyDialog<NewDiscussionDialogProps>(
  async () => (await import('./NewDiscussionDialog.js')).NewDiscussionDialog,
);

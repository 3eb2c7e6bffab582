import { Suspense, useState } from 'react';
import { preloadable } from '../../../lib/preloadable.js';
import type { NewDiscussionDialogProps } from './NewDiscussionDialog.js';

// The dialog (React Aria's modal, the form's select and text areas) is not part of the list's
// first load: fetched when first opened, it leaves the page less script to run before it is live.
const Dialog = preloadable<NewDiscussionDialogProps>(async () => ({
  default: (await import('./NewDiscussionDialog.js')).NewDiscussionDialog,
}));

/** NewDiscussionDialog, fetched the first time it opens (then kept, so that it can close). */
export function LazyNewDiscussionDialog(props: NewDiscussionDialogProps) {
  const [opened, setOpened] = useState(props.isOpen);
  if (props.isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}

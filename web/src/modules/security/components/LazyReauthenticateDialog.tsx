import { lazyDialog } from '../../../ui/lazyDialog.js';
import type { ReauthenticateDialogProps } from './ReauthenticateDialog.js';

/** ReauthenticateDialog, fetched the first time a change needs it. */
export const LazyReauthenticateDialog = lazyDialog<ReauthenticateDialogProps>(
  async () => (await import('./ReauthenticateDialog.js')).ReauthenticateDialog,
);

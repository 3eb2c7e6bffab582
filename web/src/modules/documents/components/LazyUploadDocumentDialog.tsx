import { lazyDialog } from '../../../ui/lazyDialog.js';
import type { UploadDocumentDialogProps } from './UploadDocumentDialog.js';

/** UploadDocumentDialog, fetched the first time it opens. */
export const LazyUploadDocumentDialog = lazyDialog<UploadDocumentDialogProps>(
  async () => (await import('./UploadDocumentDialog.js')).UploadDocumentDialog,
);

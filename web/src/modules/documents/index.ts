// The documents feature's public entry: what other features, pages and the app use of it.
export { DocumentDetailsDialog } from './components/DocumentDetailsDialog.js';
export { DocumentGrid } from './components/DocumentGrid.js';
export { DocumentItem } from './components/DocumentItem.js';
export { DocumentStatTiles } from './components/DocumentStatTiles.js';
export { LazyUploadDocumentDialog as UploadDocumentDialog } from './components/LazyUploadDocumentDialog.js';
export { documentPath } from './documentPath.js';
export { documentStats } from './documentStats.js';
export { filterDocuments } from './filterDocuments.js';
export { useDeleteDocument } from './hooks/useDeleteDocument.js';
export { useDocuments } from './hooks/useDocuments.js';
export { useUploadLimits } from './hooks/useUploadLimits.js';
export type { LibraryDocument } from './types.js';

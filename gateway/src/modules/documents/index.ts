// What other features use of documents: they import it from here only (the worker's entry is
// worker.ts).

export { createStorage } from '../../storage/create-storage.js';
export type { DocumentStorage, StoredFile } from '../../storage/storage.js';
export {
  loadOrphanSweepConfig,
  loadStorageConfig,
  type OrphanSweepConfig,
} from '../../storage/storage-config.js';
export { Document } from './document.entity.js';
export { DocumentDownload } from './document-download.entity.js';
export { findDocumentsToScan, type ScanOutcome, scanDocument } from './document-scan.js';
export { countDocuments } from './documents.service.js';
export { type OrphanSweepResult, removeOrphanFiles } from './orphan-files.js';
export {
  describeScanner,
  loadScannerConfig,
  pingScanner,
  type ScannerConfig,
} from './virus-scanner.js';

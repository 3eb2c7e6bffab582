// What the worker imports (@portal/gateway/modules/documents/worker). Apart from index.ts
// (what other features use) so that the worker loads none of the feature's GraphQL or HTTP code.

export {
  loadOrphanSweepConfig,
  loadStorageConfig,
  type OrphanSweepConfig,
} from '../../settings/storage-config.js';
export { createStorage } from '../../storage/create-storage.js';
export type { DocumentStorage, StoredFile } from '../../storage/storage.js';
export { findDocumentsToScan, type ScanOutcome, scanDocument } from './document-scan.js';
export { type OrphanSweepResult, removeOrphanFiles } from './orphan-files.js';
export {
  describeScanner,
  loadScannerConfig,
  pingScanner,
  type ScannerConfig,
} from './virus-scanner.js';

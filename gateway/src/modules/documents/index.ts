// What other features use of documents: they import it from here only (the worker's entry is
// worker.ts, whose exports are re-exported here).

export { Document } from './document.entity.js';
export { DocumentDownload } from './document-download.entity.js';
export { countDocuments } from './documents.service.js';
export * from './worker.js';

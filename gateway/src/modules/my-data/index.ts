// What other features use of my-data: they import it from here only (the worker's is worker.ts).

export { formerMemberName } from './close-account.service.js';
export { DataExport, DataExportStatus } from './data-export.entity.js';

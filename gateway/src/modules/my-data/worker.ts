// What the worker imports (@portal/gateway/modules/my-data/worker): no GraphQL or HTTP code.
export { findPreparingDataExports, prepareDataExport } from './data-archive.js';

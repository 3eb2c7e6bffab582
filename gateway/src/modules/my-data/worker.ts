// What the worker imports (@portal/gateway/modules/my-data/worker): no GraphQL or HTTP code.
export {
  findPreparingDataExports,
  prepareDataExport,
  removeFinishedArchives,
} from './data-archive.js';

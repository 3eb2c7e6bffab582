import type { JobQueue } from '../../queues/job-queue.js';
import type { AppConfig } from '../../settings/config.js';
import type { Feature } from '../../shared/feature.js';
import type { DocumentStorage } from '../../storage/storage.js';
import { DocumentsResolver } from './documents.resolver.js';
import { registerDocumentRoutes } from './documents.routes.js';

/** The document library: uploads, downloads and virus scans. */
export const documentsFeature: Feature<{
  storage: DocumentStorage;
  config: Pick<AppConfig, 'documentLimits' | 'archiveLimits' | 'scanner'>;
  queues: JobQueue;
}> = {
  name: 'documents',
  resolvers: [DocumentsResolver],
  async register(app, { storage, config, queues }) {
    await registerDocumentRoutes(app, {
      storage,
      limits: config.documentLimits,
      archiveLimits: config.archiveLimits,
      scanning: config.scanner !== null,
      scans: queues,
    });
    return [new DocumentsResolver(storage, config.documentLimits, config.scanner !== null)];
  },
};

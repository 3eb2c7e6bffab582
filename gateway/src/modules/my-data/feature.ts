import type { Redis } from 'ioredis';
import type { PageForms } from '../../http/page-forms.js';
import type { SessionCookie } from '../../http/session-cookie.js';
import type { Logger } from '../../logging/logger.js';
import type { Mailer } from '../../mail/mailer.js';
import type { JobQueue } from '../../queues/job-queue.js';
import type { Feature } from '../../shared/feature.js';
import type { DocumentStorage } from '../../storage/storage.js';
import { type AccountProofConfig, buildAccountProof } from '../auth/index.js';
import { CloseAccountService } from './close-account.service.js';
import { DataExportService } from './data-export.service.js';
import { registerMyDataForms } from './my-data.forms.js';
import { MyDataResolver } from './my-data.resolver.js';
import { registerMyDataRoutes } from './my-data.routes.js';

/** A member's own data (issue 33): "Download my data" and "Close my account". */
export const myDataFeature: Feature<{
  redis: Redis;
  config: AccountProofConfig;
  logger: Logger;
  mailer: Mailer;
  cookie: SessionCookie;
  pageForms: PageForms;
  queues: JobQueue;
  storage: DocumentStorage;
  photos: DocumentStorage;
}> = {
  name: 'my-data',
  resolvers: [MyDataResolver],
  register(app, { redis, config, logger, mailer, cookie, pageForms, queues, storage, photos }) {
    const { reauthentication } = buildAccountProof({ redis, config, logger, mailer });
    const exports = new DataExportService(queues, storage);
    const closing = new CloseAccountService(reauthentication, storage, photos, logger);
    registerMyDataRoutes(app, { exports, closing, cookie });
    registerMyDataForms(pageForms, { exports, closing, cookie });
    return [new MyDataResolver(exports, closing, cookie)];
  },
};

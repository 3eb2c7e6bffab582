import fastifyCookie from '@fastify/cookie';
import type { MikroORM } from '@mikro-orm/postgresql';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { pageQueryRunner } from '../graphql/page-query.js';
import { createRedisPubSub } from '../graphql/redis-pubsub.js';
import { installAccessControl } from '../http/access-control.js';
import { registerApiDocs } from '../http/api-docs.js';
import { registerApiRateLimits } from '../http/api-rate-limits.js';
import { installAuthentication } from '../http/authentication.js';
import { registerCompression } from '../http/compression.js';
import { registerCspReports } from '../http/csp-reports.js';
import { installErrorHandler } from '../http/error-handler.js';
import { installExpensiveWork } from '../http/expensive-work.js';
import { registerGraphiql } from '../http/graphiql.js';
import { registerHealthRoutes } from '../http/health.routes.js';
import { installJsonBodyGuard } from '../http/json-body-guard.js';
import { PageForms, registerCsrfProtection, registerPageForms } from '../http/page-forms.js';
import { RequestLog } from '../http/request-log.js';
import { installResponseCheck } from '../http/response-check.js';
import { registerSecurityHeaders } from '../http/security-headers.js';
import { SessionCookie } from '../http/session-cookie.js';
import { installTextInputGuard } from '../http/text-input-guard.js';
import { createLogger, type Logger } from '../logging/logger.js';
import { createMailer } from '../mail/mailer.js';
import { InvitationsService } from '../modules/invitations/index.js';
import { type LiveTopics, MessagesLive } from '../modules/messages/index.js';
import { createJobQueue } from '../queues/job-queue.js';
import { duplicateForSubscriptions } from '../redis/redis-connection.js';
import type { AppConfig } from '../settings/config.js';
import { storageFolder } from '../settings/storage-config.js';
import { createStorage } from '../storage/create-storage.js';
import { GRAPHQL_PATH, registerGraphQL } from './apollo.js';
import { type AppServices, FEATURES } from './features.js';
import { buildGraphQLSchema, resolverContainer } from './graphql-schema.js';
import type { OptionalStage } from './optional-stages.js';
import { pageDataLoaders } from './page-data.js';
import { registerSubscriptions } from './subscriptions.js';
import { registerWebApp } from './web-app.js';
import '../http/fastify-types.js';
import { requestAjvPlugins } from '../http/ajv-formats.js';

export interface AppDeps {
  orm: MikroORM;
  redis: Redis;
  config: AppConfig;
  logger?: Logger;
  /** Stages left out, for the bench's measure of what each one costs (never in production). */
  without?: ReadonlySet<OptionalStage>;
}

/**
 * The gateway as a Fastify instance, not yet listening (tests inject requests, the bench and
 * main.ts listen). The caller owns `orm` and `redis` and closes them after `app.close()`.
 */
export async function buildApp({
  orm,
  redis,
  config,
  logger,
  without = new Set(),
}: AppDeps): Promise<FastifyInstance> {
  const log = logger ?? createLogger(config);
  // Behind a reverse proxy, request.ip (the sign-in rate limit's key) is the client's address
  // only when the proxy is trusted to report it in X-Forwarded-For.
  const app = Fastify({
    loggerInstance: log,
    trustProxy: config.trustProxy,
    ajv: { plugins: requestAjvPlugins },
    logController: new RequestLog({ disableRequestLogging: without.has('request-log') }),
  }) as unknown as FastifyInstance;

  const cookie = new SessionCookie(config.isProduction);
  const mailer = createMailer(config, log);
  app.addHook('onClose', async () => mailer.close());

  // First: every later hook and handler sends its statements in the request's scope.
  installExpensiveWork(app, config.expensiveWork);
  await app.register(fastifyCookie);
  if (!without.has('compression')) await registerCompression(app);
  if (!without.has('security-headers')) {
    await registerSecurityHeaders(app, { isProduction: config.isProduction });
  }
  installErrorHandler(app);
  await registerCsrfProtection(app, { isProduction: config.isProduction });
  // Before authentication: a flood is refused before it costs a token or session lookup.
  if (!without.has('rate-limit')) {
    registerApiRateLimits(app, {
      redis,
      redisPrefix: config.redisPrefix,
      limits: config.apiRateLimits,
    });
  }
  installAuthentication(app, { em: orm.em, cookie, timeouts: config.sessionTimeouts });
  installAccessControl(app);
  // Before the routes: the document is collected from them as they are registered.
  await registerApiDocs(app, { isProduction: config.isProduction });
  if (config.checkApiResponses) installResponseCheck(app);
  if (!without.has('input-guards')) {
    installJsonBodyGuard(app);
    installTextInputGuard(app);
  }

  registerHealthRoutes(app, { orm, redis });
  registerCspReports(app, { redis, redisPrefix: config.redisPrefix });

  // The moderation pipeline's producer side (queues of its own; see queues/).
  const queues = createJobQueue(config, log);
  app.addHook('onReady', async () => {
    await queues.ready();
  });
  app.addHook('onClose', async () => queues.close());
  // Live events go through Redis pub/sub (a subscribing connection of its own), so that any
  // number of gateway processes deliver them.
  const subscriber = duplicateForSubscriptions(redis);
  subscriber.on('error', (error) => log.warn({ err: error }, 'redis subscriber error'));
  app.addHook('onClose', async () => {
    subscriber.disconnect();
  });
  const { pubSub } = createRedisPubSub<LiveTopics>(redis, subscriber, config.redisPrefix);
  const live = new MessagesLive(pubSub, redis, config.redisPrefix, log);
  // The forms of server-rendered pages that post without the script, as features declare them.
  const pageForms = new PageForms();
  const services: AppServices = {
    config,
    redis,
    logger: log,
    mailer,
    cookie,
    queues,
    live,
    storage: createStorage(config.storage, [config.webDist]),
    photos: createStorage(storageFolder(config.storage, 'lawyer-photos'), [config.webDist]),
    invitations: new InvitationsService(mailer, log, queues),
    pageForms,
  };

  // Every feature's routes, and its resolvers built with their services (features.ts).
  const resolvers: object[] = [];
  for (const feature of FEATURES) resolvers.push(...(await feature.register(app, services)));
  const schema = await buildGraphQLSchema(resolverContainer(resolvers));
  const apollo = await registerGraphQL(app, {
    schema,
    logger: log,
    hardening: config,
    withoutLimits: without.has('graphql-limits'),
  });
  registerSubscriptions(app, {
    schema,
    em: orm.em,
    live,
    logger: log,
    publicUrl: config.publicUrl,
    timeouts: config.sessionTimeouts,
  });
  if (config.graphqlIde) {
    await registerGraphiql(app, { endpointURL: GRAPHQL_PATH, isProduction: config.isProduction });
  }
  const sendPage = await registerWebApp(app, config.webDist, {
    publicUrl: config.publicUrl,
    pageData: pageDataLoaders({ em: orm.em }),
    runPageQuery: pageQueryRunner(apollo),
  });
  await registerPageForms(app, pageForms, sendPage);
  return app;
}

import fastifyCookie from '@fastify/cookie';
import type { MikroORM } from '@mikro-orm/postgresql';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config.js';
import { SecretBox } from './crypto/secret-box.js';
import { GRAPHQL_PATH, registerGraphQL } from './graphql/apollo.js';
import { createRedisPubSub } from './graphql/redis-pubsub.js';
import { buildGraphQLSchema, resolverContainer } from './graphql/schema.js';
import { registerSubscriptions } from './graphql/subscriptions.js';
import { installAccessControl } from './http/access-control.js';
import { registerApiDocs } from './http/api-docs.js';
import { registerApiRateLimits } from './http/api-rate-limits.js';
import { installAuthentication } from './http/authentication.js';
import { registerCompression } from './http/compression.js';
import { registerCspReports } from './http/csp-reports.js';
import { installErrorHandler } from './http/error-handler.js';
import { registerGraphiql } from './http/graphiql.js';
import { registerHealthRoutes } from './http/health.routes.js';
import { installJsonBodyGuard } from './http/json-body-guard.js';
import { pageDataLoaders } from './http/page-data.js';
import { installResponseCheck } from './http/response-check.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { SessionCookie } from './http/session-cookie.js';
import { installTextInputGuard } from './http/text-input-guard.js';
import { registerWebApp } from './http/web-app.js';
import { createLogger, type Logger } from './logger.js';
import { createMailer } from './mail/mailer.js';
import { ApiTokensResolver } from './modules/api-tokens/api-tokens.resolver.js';
import { registerApiTokenRoutes } from './modules/api-tokens/api-tokens.routes.js';
import { AuthResolver } from './modules/auth/auth.resolver.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { AuthService } from './modules/auth/auth.service.js';
import { MfaResolver } from './modules/auth/mfa/mfa.resolver.js';
import { registerMfaRoutes } from './modules/auth/mfa/mfa.routes.js';
import { MfaService } from './modules/auth/mfa/mfa.service.js';
import { prepareDummyHash } from './modules/auth/password.js';
import { SessionsResolver } from './modules/auth/sessions.resolver.js';
import { registerSessionRoutes } from './modules/auth/sessions.routes.js';
import { SessionsService } from './modules/auth/sessions.service.js';
import { SignInRateLimiter } from './modules/auth/sign-in-rate-limiter.js';
import { ConsultationRateLimiter } from './modules/consultations/consultation-rate-limiter.js';
import { ConsultationsResolver } from './modules/consultations/consultations.resolver.js';
import { registerConsultationRoutes } from './modules/consultations/consultations.routes.js';
import { setUpPublicSite } from './modules/contact/public-site.js';
import { DiscussionsResolver } from './modules/discussions/discussions.resolver.js';
import { registerDiscussionRoutes } from './modules/discussions/discussions.routes.js';
import { DocumentsResolver } from './modules/documents/documents.resolver.js';
import { registerDocumentRoutes } from './modules/documents/documents.routes.js';
import { EventsResolver } from './modules/events/events.resolver.js';
import { registerEventRoutes } from './modules/events/events.routes.js';
import { InvitationsResolver } from './modules/invitations/invitations.resolver.js';
import { InvitationsService } from './modules/invitations/invitations.service.js';
import { LawyersResolver } from './modules/lawyers/lawyers.resolver.js';
import { registerLawyerRoutes } from './modules/lawyers/lawyers.routes.js';
import { MembersResolver } from './modules/members/members.resolver.js';
import { registerMemberRoutes } from './modules/members/members.routes.js';
import { type LiveTopics, MessagesLive } from './modules/messages/messages.live.js';
import { MessagesResolver } from './modules/messages/messages.resolver.js';
import { registerMessageRoutes } from './modules/messages/messages.routes.js';
import { ModerationResolver } from './modules/moderation/moderation.resolver.js';
import { registerModerationRoutes } from './modules/moderation/moderation.routes.js';
import { createModerationQueues } from './modules/moderation/moderation-queues.js';
import { NewsResolver } from './modules/news/news.resolver.js';
import { registerNewsRoutes } from './modules/news/news.routes.js';
import { NotificationsResolver } from './modules/notifications/notifications.resolver.js';
import { PracticeAreasResolver } from './modules/practice-areas/practice-areas.resolver.js';
import { registerPracticeAreaRoutes } from './modules/practice-areas/practice-areas.routes.js';
import { SearchResolver } from './modules/search/search.resolver.js';
import { registerSearchRoutes } from './modules/search/search.routes.js';
import { SecurityEventsResolver } from './modules/security-log/security-events.resolver.js';
import { registerSecurityEventRoutes } from './modules/security-log/security-events.routes.js';
import { registerSeoRoutes } from './modules/seo/seo.routes.js';
import { ShellResolver } from './modules/shell/shell.resolver.js';
import { StatsResolver } from './modules/stats/stats.resolver.js';
import { registerStatsRoutes } from './modules/stats/stats.routes.js';
import { SubmissionsResolver } from './modules/submissions/submissions.resolver.js';
import { registerSubmissionRoutes } from './modules/submissions/submissions.routes.js';
import { webhookSettingsFromEnv } from './modules/webhooks/webhook-settings.js';
import { WebhooksResolver } from './modules/webhooks/webhooks.resolver.js';
import { duplicateForSubscriptions } from './redis-connection.js';
import { createStorage } from './storage/create-storage.js';
import { storageFolder } from './storage/storage-config.js';
import './http/fastify-types.js';

export interface AppDeps {
  orm: MikroORM;
  redis: Redis;
  config: AppConfig;
  logger?: Logger;
}

/**
 * The gateway as a Fastify instance, not yet listening (tests inject requests, the bench and
 * main.ts listen). The caller owns `orm` and `redis` and closes them after `app.close()`.
 */
export async function buildApp({ orm, redis, config, logger }: AppDeps): Promise<FastifyInstance> {
  const log = logger ?? createLogger(config);
  // Behind a reverse proxy, request.ip (the sign-in rate limit's key) is the client's address
  // only when the proxy is trusted to report it in X-Forwarded-For.
  const app = Fastify({
    loggerInstance: log,
    trustProxy: config.trustProxy,
  }) as unknown as FastifyInstance;

  const cookie = new SessionCookie(config.isProduction);
  const signInLimiter = new SignInRateLimiter(redis, config.redisPrefix, config.signInThrottle);
  const mfa = new MfaService(signInLimiter, log, new SecretBox(config.mfaSecretKey));
  const auth = new AuthService(signInLimiter, mfa, config.sessionTimeouts, log);
  const sessions = new SessionsService(config.sessionTimeouts, log);
  await prepareDummyHash();
  const mailer = createMailer(config, log);
  app.addHook('onClose', async () => mailer.close());

  await app.register(fastifyCookie);
  await registerCompression(app);
  await registerSecurityHeaders(app, { isProduction: config.isProduction });
  installErrorHandler(app);
  // Before authentication: a flood is refused before it costs a token or session lookup.
  await registerApiRateLimits(app, {
    redis,
    redisPrefix: config.redisPrefix,
    limits: config.apiRateLimits,
  });
  installAuthentication(app, { em: orm.em, cookie, timeouts: config.sessionTimeouts });
  installAccessControl(app);
  // Before the routes: the document is collected from them as they are registered.
  await registerApiDocs(app, { isProduction: config.isProduction });
  if (config.checkApiResponses) installResponseCheck(app);
  installJsonBodyGuard(app);
  installTextInputGuard(app);

  registerHealthRoutes(app, { orm, redis });
  registerCspReports(app, { redis, redisPrefix: config.redisPrefix });
  registerAuthRoutes(app, { auth, cookie });
  registerMfaRoutes(app, { mfa, auth, cookie });
  registerSessionRoutes(app, { sessions, cookie });
  registerApiTokenRoutes(app);
  registerPracticeAreaRoutes(app);
  registerStatsRoutes(app);
  registerDiscussionRoutes(app);
  registerSearchRoutes(app);
  registerMemberRoutes(app);
  registerNewsRoutes(app);
  registerMessageRoutes(app);
  // The moderation pipeline's producer side (queues of its own; see modules/moderation).
  const moderationQueues = createModerationQueues(config, log);
  app.addHook('onClose', async () => moderationQueues.close());
  registerSubmissionRoutes(app, { queues: moderationQueues });
  registerModerationRoutes(app, { queues: moderationQueues });
  registerEventRoutes(app, { wakeups: moderationQueues, publicUrl: config.publicUrl });
  registerSecurityEventRoutes(app);
  registerConsultationRoutes(app, {
    limiter: new ConsultationRateLimiter(redis, config.redisPrefix, config.consultationLimits),
    webhooks: moderationQueues,
  });

  // Live events go through Redis pub/sub (a subscribing connection of its own), so that any
  // number of gateway processes deliver them.
  const subscriber = duplicateForSubscriptions(redis);
  subscriber.on('error', (error) => log.warn({ err: error }, 'redis subscriber error'));
  app.addHook('onClose', async () => {
    subscriber.disconnect();
  });
  const { pubSub } = createRedisPubSub<LiveTopics>(redis, subscriber, config.redisPrefix);
  const live = new MessagesLive(pubSub, redis, config.redisPrefix, log);
  const storage = createStorage(config.storage, [config.webDist]);
  await registerDocumentRoutes(app, {
    storage,
    limits: config.documentLimits,
    scanning: config.scanner !== null,
    scans: moderationQueues,
  });
  const photos = createStorage(storageFolder(config.storage, 'lawyer-photos'), [config.webDist]);
  await registerLawyerRoutes(app, { photos });
  registerSeoRoutes(app, { publicUrl: config.publicUrl });

  const invitations = new InvitationsService(mailer, log, moderationQueues);
  const publicSite = setUpPublicSite(app, { redis, config, mailer, logger: log, invitations });

  const schema = await buildGraphQLSchema(
    resolverContainer([
      ...publicSite.resolvers,
      new AuthResolver(auth, cookie),
      new MfaResolver(mfa, auth, cookie),
      new SessionsResolver(sessions, cookie),
      new ApiTokensResolver(),
      new ConsultationsResolver(),
      new DiscussionsResolver(),
      new EventsResolver(moderationQueues),
      new DocumentsResolver(storage, config.documentLimits, config.scanner !== null),
      new InvitationsResolver(invitations, cookie, config.publicUrl),
      new LawyersResolver(config.publicUrl),
      new MembersResolver(),
      new MessagesResolver(live),
      new ModerationResolver(moderationQueues),
      new NewsResolver(),
      new NotificationsResolver(),
      new PracticeAreasResolver(),
      new SearchResolver(),
      new SecurityEventsResolver(),
      new ShellResolver(),
      new StatsResolver(),
      new SubmissionsResolver(moderationQueues),
      new WebhooksResolver(
        { secrets: new SecretBox(config.mfaSecretKey), settings: () => webhookSettingsFromEnv() },
        moderationQueues,
      ),
    ]),
  );
  await registerGraphQL(app, { schema, logger: log, hardening: config });
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
  await registerWebApp(app, config.webDist, {
    publicUrl: config.publicUrl,
    pageData: pageDataLoaders({ em: orm.em }),
  });
  return app;
}

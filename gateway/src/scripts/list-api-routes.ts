// Prints the gateway's entry points as JSON on stdout: every /api route as the gateway
// registers it (method, url, access, JSON schemas) and the GraphQL schema it builds (SDL). What
// `npm run fuzz` generates its inputs from, so that a new route or field is fuzzed without a
// list to keep. Builds the app on DATABASE_URL and REDIS_URL, never listens.
import 'reflect-metadata';
import { buildApp } from '../app/app.js';
import { buildGraphQLSchema, printContractSchema } from '../app/graphql-schema.js';
import { createLogger } from '../logging/logger.js';
import { createOrm } from '../orm/index.js';
import { connectRequestRedis, untilRedisReady } from '../redis/redis-connection.js';
import { loadConfig } from '../settings/config.js';

const config = { ...loadConfig(), logLevel: 'warn' as const };
const orm = await createOrm({ databaseUrl: config.databaseUrl });
const redis = connectRequestRedis(config.redisUrl);
try {
  if (!(await untilRedisReady(redis, 5_000)))
    throw new Error(`Redis at ${config.redisUrl} did not answer`);
  const app = await buildApp({ orm, redis, config, logger: createLogger(config) });
  await app.ready();
  const graphqlSchema = printContractSchema(await buildGraphQLSchema());
  process.stdout.write(`${JSON.stringify({ routes: app.apiRoutes, graphqlSchema })}\n`);
  await app.close();
} finally {
  await orm.close();
  redis.disconnect();
}

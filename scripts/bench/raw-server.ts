// The baseline: the least a Node server can do to answer the same rows — fastify and plain pg
// queries, no ORM, no GraphQL. Started as its own process by the bench harness. RAW_MODE=fair
// adds the gateway's protections done the simplest way (fair-protections.ts), with the headers
// of RAW_HEADERS (JSON).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { installFairProtections } from './fair-protections.ts';

const fair = process.env.RAW_MODE === 'fair';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
// The fair mode logs each request at info as Fastify does by default (to a discarded stdout).
const app = Fastify({ logger: fair ? { level: 'info' } : false });
const redis = fair ? new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379') : undefined;
if (redis) installFairProtections(app, redis, JSON.parse(process.env.RAW_HEADERS ?? '{}'));

app.get('/healthz', async () => ({ status: 'ok' }));

// A page as a static file (bench/pages.ts writes them): what serving its bytes costs at least.
const staticDir = process.env.RAW_STATIC_DIR;
app.get<{ Params: { name: string } }>('/raw/static/:name', async (request, reply) => {
  if (!staticDir || !/^[\w.-]+$/.test(request.params.name)) return reply.code(404).send();
  return reply
    .type('text/html; charset=utf-8')
    .send(createReadStream(join(staticDir, request.params.name)));
});
app.get('/raw/practice-areas', async () => {
  const { rows } = await pool.query(
    'select id, name_en as name, slug from practice_areas order by position',
  );
  return rows;
});

// The same work as GET /api/discussions: find the session of the cookie, then one query for the
// page with authors, areas and counts.
const DISCUSSIONS_PAGE = `
  select d.id, d.title, d.content, d.created_at as "createdAt",
    json_build_object('id', u.id, 'fullName', u.full_name, 'profileImage', u.profile_image) as author,
    case when pa.id is null then null else json_build_object('name', pa.name_en) end as "practiceArea",
    (select count(*)::int from discussion_replies r where r.discussion_id = d.id) as replies,
    (select count(*)::int from discussion_views v where v.discussion_id = d.id) as views,
    (select count(*)::int from discussion_likes l where l.discussion_id = d.id) as likes
  from discussions d
  join users u on u.id = d.author_id
  left join practice_areas pa on pa.id = d.practice_area_id
  order by d.created_at desc, d.id desc
  limit $1`;

app.get<{ Querystring: { limit?: string } }>('/raw/discussions', async (request, reply) => {
  const token = /(?:^|;\s*)portal_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  const session = token
    ? await pool.query('select user_id from sessions where id = $1 and expires_at > now()', [
        createHash('sha256').update(decodeURIComponent(token)).digest('hex'),
      ])
    : undefined;
  if (!session?.rowCount) return reply.code(401).send({ code: 'UNAUTHENTICATED' });
  const { rows } = await pool.query(DISCUSSIONS_PAGE, [Number(request.query.limit ?? 20)]);
  return rows;
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
const close = async (): Promise<void> => {
  await app.close();
  await pool.end();
  redis?.disconnect();
  process.exit(0);
};
process.once('SIGTERM', () => void close());
process.once('SIGINT', () => void close());

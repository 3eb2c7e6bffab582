// The baseline: the least a Node server can do to answer the same rows — fastify and one pg
// query, no ORM, no sessions, no GraphQL. Started as its own process by the bench harness.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/raw/practice-areas', async () => {
  const { rows } = await pool.query(
    'select id, name_en as name, slug from practice_areas order by position',
  );
  return rows;
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
const close = async (): Promise<void> => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.once('SIGTERM', () => void close());
process.once('SIGINT', () => void close());

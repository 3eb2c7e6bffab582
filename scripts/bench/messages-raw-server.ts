// The messages baseline: the least a Node server can do for the same answers — fastify, plain pg
// and a Redis publish, no ORM, no GraphQL. Started as its own process by bench/messages.ts.
import { createHash, randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { CONVERSATIONS_SQL, OWN_MESSAGES_SQL } from './messages-sql.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const app = Fastify({ logger: false });

async function viewerId(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
  const token = /(?:^|;\s*)portal_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  const session = token
    ? await pool.query('select user_id from sessions where id = $1 and expires_at > now()', [
        createHash('sha256').update(decodeURIComponent(token)).digest('hex'),
      ])
    : undefined;
  if (!session?.rowCount) {
    reply.code(401).send({ code: 'UNAUTHENTICATED' });
    return null;
  }
  return session.rows[0].user_id as string;
}

app.get('/healthz', async () => ({ status: 'ok' }));

app.get<{ Querystring: { limit?: string } }>('/raw/messages', async (request, reply) => {
  const me = await viewerId(request, reply);
  if (!me) return reply;
  const { rows } = await pool.query(OWN_MESSAGES_SQL, [me, Number(request.query.limit ?? 50)]);
  return rows.map((row) => ({
    id: row.id,
    senderId: row.sender_id,
    recipientId: row.recipient_id,
    sender: { fullName: row.sender_full_name, profileImage: row.sender_profile_image },
    subject: row.subject,
    content: row.content,
    read: row.read_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  }));
});

app.get('/raw/conversations', async (request, reply) => {
  const me = await viewerId(request, reply);
  if (!me) return reply;
  const { rows } = await pool.query(CONVERSATIONS_SQL, [me, 100]);
  return rows.map((row) => ({
    participant: { id: row.partner_id, fullName: row.partner_full_name },
    lastMessage: { id: row.id, content: row.content },
    unread: row.recipient_id === me && row.read_at === null,
    unreadCount: Number(row.unread_count),
  }));
});

// Store a message and publish it: the floor under the gateway's send-to-delivery path.
app.post<{ Body: { recipientId: string; content: string; channel: string } }>(
  '/raw/send',
  async (request, reply) => {
    const me = await viewerId(request, reply);
    if (!me) return reply;
    const { rows } = await pool.query(
      `insert into messages (id, sender_id, recipient_id, content, created_at)
       values ($1, $2, $3, $4, now()) returning id, content`,
      [randomUUID(), me, request.body.recipientId, request.body.content],
    );
    await redis.publish(request.body.channel, JSON.stringify(rows[0]));
    return rows[0];
  },
);

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
const close = async (): Promise<void> => {
  await app.close();
  await pool.end();
  redis.disconnect();
  process.exit(0);
};
process.once('SIGTERM', () => void close());
process.once('SIGINT', () => void close());

// A minimal webhook endpoint: checks each delivery's signature (constant-time, with a timestamp
// tolerance) and handles each event once, however often it is delivered (retries and "send
// again" repeat the event id).
//   WEBHOOK_SECRET=whsec_... PORT=4000 npm run receiver
import { createServer } from 'node:http';
import { verifySignature } from './verify-signature.ts';

const secret = process.env.WEBHOOK_SECRET;
if (!secret) throw new Error('Set WEBHOOK_SECRET to the secret shown when the endpoint was added.');
const port = Number(process.env.PORT ?? 4000);

// A real integrator keeps these in its database; a restart here forgets them.
const handled = new Set<string>();

createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    const signature = request.headers['x-portal-signature'];
    if (!verifySignature(secret, body, typeof signature === 'string' ? signature : undefined)) {
      response.writeHead(401).end('bad signature');
      return;
    }
    const event = JSON.parse(body) as { id: string; type: string; data: unknown };
    if (!handled.has(event.id)) {
      handled.add(event.id);
      console.log(new Date().toISOString(), event.type, JSON.stringify(event.data));
    }
    // 2xx tells the portal it arrived; anything else is retried with backoff for 24 hours.
    response.writeHead(204).end();
  });
}).listen(port, () => console.log(`Receiving webhooks on http://127.0.0.1:${port}/`));

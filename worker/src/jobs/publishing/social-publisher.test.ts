// The social publishers: the default record, and the webhook configured by environment.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import {
  recordPublisher,
  socialPublishersFromEnv,
  webhookPublisher,
} from '@portal/gateway/modules/moderation/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Received {
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

let server: Server;
let url: string;
const received: Received[] = [];
let answer: { status: number; body: string } = {
  status: 200,
  body: '{"url":"https://x.test/p/1"}',
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(text) });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const post = {
  id: '5b0f6f5e-8d0b-4a51-9a41-6f1d2c1f0c11',
  platform: 'linkedin',
  content: 'Legal aid week',
  hashtags: '#LegalAid',
  postUrl: null,
  targetAudience: 'general-public',
  scheduledShare: new Date('2026-12-01T09:00:00.000Z'),
};

describe('social publishers', () => {
  it('the webhook receives the post with its idempotency key and secret, and its link is kept', async () => {
    const published = await webhookPublisher(url, 's3cret').publish(post);
    expect(published).toEqual({ publisher: 'webhook', externalUrl: 'https://x.test/p/1' });
    const last = received.at(-1);
    expect(last?.headers['idempotency-key']).toBe(post.id);
    expect(last?.headers.authorization).toBe('Bearer s3cret');
    expect(last?.body).toEqual({
      id: post.id,
      platform: 'linkedin',
      content: 'Legal aid week',
      hashtags: '#LegalAid',
      postUrl: null,
      targetAudience: 'general-public',
      scheduledShare: '2026-12-01T09:00:00.000Z',
    });
  });

  it('a webhook failure fails the publication (the job retries it)', async () => {
    answer = { status: 502, body: '' };
    await expect(webhookPublisher(url).publish(post)).rejects.toThrow(/answered 502/);
    answer = { status: 200, body: 'ok' };
  });

  it('the environment chooses the publisher per platform; the record by default', async () => {
    expect(socialPublishersFromEnv({})('facebook')).toBe(recordPublisher);
    const perPlatform = socialPublishersFromEnv({ SOCIAL_WEBHOOK_URL_LINKEDIN: url });
    expect(perPlatform('linkedin').name).toBe('webhook');
    expect(perPlatform('facebook')).toBe(recordPublisher);
    expect(socialPublishersFromEnv({ SOCIAL_WEBHOOK_URL: url })(null).name).toBe('webhook');
    expect(await recordPublisher.publish(post)).toEqual({ publisher: 'record', externalUrl: null });
  });
});

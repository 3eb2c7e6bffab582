// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isServiceUnavailable } from './graphqlErrors.js';
import { ApiError, apiRequest } from './rest.js';

interface Seen {
  method?: string;
  contentType?: string;
  body: string;
}

let server: Server;
let origin: string;
let seen: Seen;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen = {
      method: request.method,
      contentType: request.headers['content-type'],
      body: await readBody(request),
    };
    switch (request.url) {
      case '/echo':
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ method: request.method, received: seen.body }));
        return;
      case '/outage':
        response.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5' });
        response.end(
          '{"message":"The service is temporarily unavailable.","code":"SERVICE_UNAVAILABLE"}',
        );
        return;
      case '/gone':
        response.writeHead(204);
        response.end();
        return;
      case '/forbidden':
        response.writeHead(403, { 'Content-Type': 'application/json' });
        response.end('{"message":"Moderators only","code":"FORBIDDEN"}');
        return;
      default:
        response.writeHead(503, 'Service Unavailable');
        response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
});

describe('apiRequest', () => {
  it('reads a JSON answer and sends no body or content type without a body', async () => {
    const answer = await apiRequest<{ method: string }>('GET', `${origin}/echo`);
    expect(answer).toEqual({ method: 'GET', received: '' });
    expect(seen.contentType).toBeUndefined();
  });

  it('sends a JSON body with the JSON content type when there is one', async () => {
    const answer = await apiRequest<{ received: string }>('POST', `${origin}/echo`, {
      email: 'member@example.org',
    });
    expect(seen.method).toBe('POST');
    expect(seen.contentType).toBe('application/json');
    expect(JSON.parse(answer.received)).toEqual({ email: 'member@example.org' });
  });

  it('resolves to undefined for an answer without a body', async () => {
    await expect(apiRequest<undefined>('DELETE', `${origin}/gone`)).resolves.toBeUndefined();
  });

  it('fails with "status: body" on a non-OK answer', async () => {
    await expect(apiRequest('GET', `${origin}/forbidden`)).rejects.toMatchObject({
      message: '403: {"message":"Moderators only","code":"FORBIDDEN"}',
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it('fails with "status: status text" when the body is empty', async () => {
    await expect(apiRequest('GET', `${origin}/unknown`)).rejects.toMatchObject({
      message: '503: Service Unavailable',
      status: 503,
      code: undefined,
    });
  });

  it('carries the status and the code of the answer, and knows an outage', async () => {
    const error: unknown = await apiRequest('POST', `${origin}/outage`, {}).catch((e) => e);
    expect(ApiError.is(error) && { status: error.status, code: error.code }).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(isServiceUnavailable(error)).toBe(true);
    const refused: unknown = await apiRequest('GET', `${origin}/forbidden`).catch((e) => e);
    expect(isServiceUnavailable(refused)).toBe(false);
  });
});

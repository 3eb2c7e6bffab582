import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../exports/db.js';
import { SESSION_COOKIE_NAME } from '../http/session-cookie.js';
import { TRACKING_PATH } from '../modules/consultations/consultations.service.js';
import { feedPath } from '../modules/events/events.routes.js';
import { JOIN_PATH } from '../modules/invitations/invitations.service.js';
import { signInAs, startTestGateway, type TestGateway } from '../test/test-gateway.js';
import { Role } from '../values/role.js';
import { createLogger, redactUrl, STDOUT_BUFFERING } from './logger.js';

const secret = () => randomBytes(32).toString('base64url');

describe('redactUrl (F9)', () => {
  it('hides the secret of every link the portal mints, keeping the rest of the address', () => {
    const token = secret();
    for (const link of [feedPath(token), `${JOIN_PATH}${token}`, `${TRACKING_PATH}${token}`]) {
      const redacted = redactUrl(`${link}?lang=fr`);
      expect(redacted, link).not.toContain(token);
      expect(redacted).toContain('[redacted]');
      expect(redacted).toMatch(/\?lang=fr$/);
    }
    expect(redactUrl(feedPath(token))).toBe('/api/calendar/[redacted].ics');
  });

  it('hides secrets spelt otherwise, and secret-named query parameters', () => {
    const token = secret();
    for (const url of [
      `/%6Aoin/${token}`,
      `//join/${token}`,
      `/JOIN/${token}/`,
      `/graphiql?token=${token}`,
      `/api/anything?a=1&access_token=${token}`,
      `/x?Code=${token}`,
    ]) {
      expect(redactUrl(url), url).not.toContain(token);
    }
    expect(redactUrl('/api/calendar/feed')).toBe('/api/calendar/feed');
    expect(redactUrl('/lawyers/amina?lang=so&page=2')).toBe('/lawyers/amina?lang=so&page=2');
  });
});

describe('the request log (F9)', () => {
  let gateway: TestGateway;
  const lines: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    gateway = await startTestGateway({
      seed: true,
      logger: createLogger({ logLevel: 'info' }, 'gateway', sink),
    });
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it('keeps no feed, tracking or invitation token, in the path or the query string', async () => {
    const member = DEMO_ACCOUNTS.find((account) => account.role === Role.MEMBER);
    const session = await signInAs(gateway.app, member?.email ?? '', DEMO_PASSWORD);
    const minted = await gateway.app.inject({
      method: 'POST',
      url: '/api/calendar/feed',
      cookies: { [SESSION_COOKIE_NAME]: session },
    });
    expect(minted.statusCode).toBe(201);
    const feed = new URL(minted.json<{ url: string }>().url).pathname;
    const feedAnswer = await gateway.app.inject({ url: feed });
    expect(feedAnswer.statusCode).toBe(200);

    const tokens = [feed.replace(/^.*\/|\.ics$/g, ''), secret(), secret(), secret(), secret()];
    const [, invitation, tracking, query, unsubscribe] = tokens;
    for (const url of [
      `/mail/unsubscribe/${unsubscribe}`,
      `${JOIN_PATH}${invitation}`,
      `${TRACKING_PATH}${tracking}`,
      `/api/public/lawyers?token=${query}`,
    ]) {
      await gateway.app.inject({ url, headers: { accept: 'text/html' } });
    }

    const log = lines.join('');
    expect(log).toContain('/api/calendar/[redacted].ics');
    expect(log).toContain(`${JOIN_PATH}[redacted]`);
    expect(log).toContain(`${TRACKING_PATH}[redacted]`);
    expect(log).toContain('/mail/unsubscribe/[redacted]');
    for (const token of tokens) expect(log).not.toContain(token);
  });

  it('writes one line per request, when it ends: method, address, status and time', async () => {
    lines.length = 0;
    const answer = await gateway.app.inject({ url: '/api/practice-areas?token=abc' });
    expect(answer.statusCode).toBe(200);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/practice-areas?token=[redacted]' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });
});

describe('standard output, written in batches (STDOUT_BUFFERING)', () => {
  /** A process logging to stdout as the gateway does, then running `then`; its output so far. */
  function logger(then: string) {
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { pino } from 'pino';
         const log = pino(pino.destination(JSON.parse(process.env.DESTINATION)));
         log.info('one line');
         ${then}`,
      ],
      { env: { ...process.env, DESTINATION: JSON.stringify(STDOUT_BUFFERING) } },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    return { child, output: () => output };
  }

  it('writes a lone line while nothing else is logged', async () => {
    const { child, output } = logger('setInterval(() => {}, 1000);');
    try {
      while (!output().includes('one line')) await once(child.stdout, 'data');
      expect(JSON.parse(output())).toMatchObject({ msg: 'one line' });
    } finally {
      child.kill();
    }
  });

  it('writes what is left when the process exits at once', async () => {
    const { child, output } = logger('process.exit(0);');
    await once(child, 'close');
    expect(JSON.parse(output())).toMatchObject({ msg: 'one line' });
  });
});

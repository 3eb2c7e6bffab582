import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test/test-gateway.js';
import { CSP_REPORT_PATH } from './csp-reports.js';

// ASVS 3.4.7: the browser's Content-Security-Policy violation reports reach the operators as
// structured log lines, in both formats browsers send.

const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
    done();
  },
});
const violations = () => lines.filter((line) => line.event === 'csp.violation');

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ logger: pino({ level: 'warn' }, logStream) });
});

afterAll(async () => {
  await gateway?.close();
});

const report = (body: unknown, contentType: string, ip = '203.0.113.7') =>
  gateway.app.inject({
    method: 'POST',
    url: CSP_REPORT_PATH,
    headers: { 'content-type': contentType, 'x-forwarded-for': ip },
    remoteAddress: ip,
    payload: JSON.stringify(body),
  });

describe('CSP violation reports', () => {
  it('logs a report-uri report (application/csp-report)', async () => {
    const response = await report(
      {
        'csp-report': {
          'document-uri': 'http://localhost:3000/discussions',
          'violated-directive': 'script-src-elem',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/x.js',
          'line-number': 12,
          disposition: 'enforce',
        },
      },
      'application/csp-report',
    );
    expect(response.statusCode, response.body).toBe(204);
    expect(violations().at(-1)).toMatchObject({
      event: 'csp.violation',
      documentUrl: 'http://localhost:3000/discussions',
      directive: 'script-src-elem',
      blockedUrl: 'https://evil.example/x.js',
      line: 12,
      disposition: 'enforce',
    });
  });

  it('logs each violation of a Reporting API batch (application/reports+json)', async () => {
    const before = violations().length;
    const response = await report(
      [
        {
          type: 'csp-violation',
          url: 'http://localhost:3000/',
          body: {
            documentURL: 'http://localhost:3000/',
            effectiveDirective: 'img-src',
            blockedURL: 'https://tracker.example/pixel.gif',
            disposition: 'enforce',
          },
        },
        { type: 'deprecation', url: 'http://localhost:3000/', body: {} },
        {
          type: 'csp-violation',
          url: 'http://localhost:3000/members',
          body: { effectiveDirective: 'style-src-attr', blockedURL: 'inline' },
        },
      ],
      'application/reports+json',
    );
    expect(response.statusCode, response.body).toBe(204);
    expect(violations().slice(before)).toEqual([
      expect.objectContaining({
        directive: 'img-src',
        blockedUrl: 'https://tracker.example/pixel.gif',
      }),
      expect.objectContaining({
        documentUrl: 'http://localhost:3000/members',
        directive: 'style-src-attr',
      }),
    ]);
  });

  it('refuses what is not a report, a body past the limit and another media type, logging nothing', async () => {
    const before = violations().length;
    expect((await report({ hello: 'world' }, 'application/csp-report')).statusCode).toBe(400);
    const huge = { 'csp-report': { 'blocked-uri': 'x'.repeat(40 * 1024) } };
    expect((await report(huge, 'application/csp-report')).statusCode).toBe(413);
    const form = await gateway.app.inject({
      method: 'POST',
      url: CSP_REPORT_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(form.statusCode).toBe(400);
    expect(violations().length).toBe(before);
  });

  it('cuts long fields and limits the reports of one address', async () => {
    const ip = '203.0.113.99';
    const long = { 'csp-report': { 'blocked-uri': `https://x.example/${'a'.repeat(2000)}` } };
    const first = await report(long, 'application/csp-report', ip);
    expect(first.statusCode).toBe(204);
    expect(String(violations().at(-1)?.blockedUrl).length).toBe(512);
    const statuses: number[] = [];
    for (let n = 0; n < 60; n += 1) {
      statuses.push((await report(long, 'application/csp-report', ip)).statusCode);
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(59);
    expect(statuses.at(-1)).toBe(429);
  });
});

// "Download my data" through the real gateway, worker, PostgreSQL, Redis and an SMTP server: the
// request's job prepares the archive and mails its one-time link; a request whose job was lost is
// prepared by the sweep; an archive whose link was used is deleted by it.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESSION_COOKIE_NAME } from '@portal/gateway/http/session-cookie';
import { type CaughtMail, MailCatcher } from '@portal/gateway/mail/mail-catcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Pipeline, startPipeline, waitFor } from '../../test/pipeline.js';

const PUBLIC_URL = 'https://portal.example.org';
let p: Pipeline;
let catcher: MailCatcher;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-data-export-'));
  catcher = await MailCatcher.start();
  // The sweep every second: a request whose job was lost is prepared by it.
  process.env.SUBMISSIONS_SWEEP_MS = '1000';
  p = await startPipeline({
    config: {
      smtpUrl: catcher.url,
      publicUrl: PUBLIC_URL,
      storage: { driver: 'local', dir },
    },
  });
}, 60_000);

afterAll(async () => {
  await p?.close();
  await catcher?.close();
  await rm(dir, { recursive: true, force: true });
  delete process.env.SUBMISSIONS_SWEEP_MS;
}, 60_000);

const LINK = /https:\/\/portal\.example\.org\/api\/me\/data-export\/download\/([A-Za-z0-9_-]{43})/;

async function memberEmail(): Promise<string> {
  const { rows } = await p.sql.query<{ email: string }>('select email from users where id = $1', [
    p.memberId,
  ]);
  return rows[0]?.email ?? '';
}

const linkMailed = (email: string, after: number) =>
  waitFor(
    async () =>
      catcher
        .to(email)
        .slice(after)
        .find((mail: CaughtMail) => LINK.test(mail.text)),
    { what: `a data export link mailed to ${email}`, timeoutMs: 20_000 },
  );

describe('data-export.prepare in the worker', () => {
  it('prepares the archive, mails the one-time link, and the sweep deletes it once used', async () => {
    const email = await memberEmail();
    const before = catcher.to(email).length;
    const asked = await p.gateway.app.inject({
      method: 'POST',
      url: '/api/me/data-export',
      cookies: { [SESSION_COOKIE_NAME]: p.tokens.member },
    });
    expect(asked.statusCode).toBe(202);
    const id: string = asked.json().export.id;

    const mail = await linkMailed(email, before);
    const token = LINK.exec(mail.text)?.[1] ?? '';
    const { rows } = await p.sql.query(
      'select status, storage_key from data_exports where id = $1',
      [id],
    );
    expect(rows[0]?.status).toBe('ready');
    const download = await p.gateway.app.inject({
      url: `/api/me/data-export/download/${token}`,
      cookies: { [SESSION_COOKIE_NAME]: p.tokens.member },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');

    // Used: the sweep forgets the archive.
    await waitFor(
      async () => {
        const { rows: now } = await p.sql.query(
          'select storage_key from data_exports where id = $1',
          [id],
        );
        return now[0]?.storage_key === null;
      },
      { what: 'the used archive removed by the sweep', timeoutMs: 20_000 },
    );
  });

  it('prepares a request whose job was lost, from its row alone', async () => {
    const email = await memberEmail();
    const before = catcher.to(email).length;
    const id = randomUUID();
    // Recorded while Redis was away, long enough ago to be the sweep's.
    await p.sql.query(
      `insert into data_exports (id, user_id, status, requested_at)
       values ($1, $2, 'preparing', now() - interval '1 hour')`,
      [id, p.memberId],
    );
    await linkMailed(email, before);
    const { rows } = await p.sql.query('select status from data_exports where id = $1', [id]);
    expect(rows[0]?.status).toBe('ready');
  });
});

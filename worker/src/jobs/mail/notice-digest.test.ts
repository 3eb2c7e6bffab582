// The digest planner across a day boundary in two time zones, with the clock injected: one digest
// per member and period, on each member's own clock, never twice, and after an outage one digest
// covering everything since the last; then sent through SMTP in the member's language.
import { randomBytes } from 'node:crypto';
import { MailCatcher } from '@portal/gateway/mail/mail-catcher';
import { createMailer } from '@portal/gateway/mail/mailer';
import {
  lastPeriodEnd,
  planDigests,
  sendNoticeMail,
} from '@portal/gateway/modules/notice-mails/worker';
import { MailMode } from '@portal/gateway/values/mail-preference';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Pipeline, startPipeline } from '../../test/pipeline.js';

let p: Pipeline;
let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await MailCatcher.start();
  // No worker: the planner runs on the clocks the tests give it, never on the real one.
  p = await startPipeline({ worker: false });
}, 60_000);

afterAll(async () => {
  await p?.close();
  await catcher?.close();
}, 60_000);

async function member(zone: string, language: string): Promise<{ id: string; email: string }> {
  const tag = randomBytes(4).toString('hex');
  const email = `digest-${tag}@example.org`;
  const { rows } = await p.sql.query<{ id: string }>(
    `insert into users (id, full_name, username, email, password_hash, role)
     values (gen_random_uuid(), $1, $2, $3, 'x', 'member') returning id`,
    [`Digest ${tag}`, `d-${tag}`, email],
  );
  const id = rows[0]?.id ?? '';
  await p.sql.query(
    'insert into mail_settings (user_id, language, time_zone) values ($1, $2, $3)',
    [id, language, zone],
  );
  return { id, email };
}

async function notice(recipientId: string, title: string, at: string): Promise<void> {
  await p.sql.query(
    `insert into notifications (id, recipient_id, kind, subject_title, created_at)
     values (gen_random_uuid(), $1, 'discussion_reply', $2, $3)`,
    [recipientId, title, at],
  );
}

async function digestsOf(
  userId: string,
): Promise<{ digest_period: string; covers_from: Date; covers_until: Date }[]> {
  const { rows } = await p.sql.query(
    'select digest_period, covers_from, covers_until from notice_mails where recipient_id = $1 order by covers_until',
    [userId],
  );
  return rows;
}

const plan = (iso: string) =>
  planDigests(p.gateway.orm.em.fork(), { now: new Date(iso), defaultZone: 'UTC', hour: 7 });

describe('daily digests on each member’s clock', () => {
  it('crosses the day boundary in Mogadishu and New York at each one’s 07:00, once', async () => {
    const mogadishu = await member('Africa/Mogadishu', 'ar'); // UTC+3
    const newYork = await member('America/New_York', 'en'); // UTC-5
    await notice(mogadishu.id, 'Court fees', '2026-12-01T20:00:00Z');
    await notice(newYork.id, 'Court fees', '2026-12-01T20:00:00Z');

    // 06:30 in Mogadishu, 22:30 the day before in New York: neither day has ended for them.
    await plan('2026-12-02T03:30:00Z');
    expect(await digestsOf(mogadishu.id)).toEqual([]);
    expect(await digestsOf(newYork.id)).toEqual([]);

    // 07:30 in Mogadishu: its day ended at 04:00 UTC. Still 23:30 in New York.
    await plan('2026-12-02T04:30:00Z');
    await plan('2026-12-02T04:45:00Z'); // a second run (or a second worker) adds nothing
    expect(await digestsOf(mogadishu.id)).toEqual([
      {
        digest_period: 'daily:2026-12-02',
        covers_from: new Date('2026-12-01T04:00:00Z'),
        covers_until: new Date('2026-12-02T04:00:00Z'),
      },
    ]);
    expect(await digestsOf(newYork.id)).toEqual([]);

    // 07:30 in New York (12:30 UTC): its own digest; Mogadishu's is not made again.
    await plan('2026-12-02T12:30:00Z');
    expect((await digestsOf(newYork.id)).map((row) => row.digest_period)).toEqual([
      'daily:2026-12-02',
    ]);
    expect(await digestsOf(mogadishu.id)).toHaveLength(1);

    // No worker on 3 December; on the 4th one digest covers both days, from the last one on.
    await notice(mogadishu.id, 'Bar exam', '2026-12-02T10:00:00Z');
    await notice(mogadishu.id, 'Gazette', '2026-12-03T10:00:00Z');
    await plan('2026-12-04T05:00:00Z');
    const mogadishuDigests = await digestsOf(mogadishu.id);
    expect(mogadishuDigests.map((row) => row.digest_period)).toEqual([
      'daily:2026-12-02',
      'daily:2026-12-04',
    ]);
    expect(mogadishuDigests[1]?.covers_from).toEqual(new Date('2026-12-02T04:00:00Z'));
  });

  it('sends a digest once, in the member’s language, grouping its notices', async () => {
    const reader = await member('Africa/Mogadishu', 'ar');
    await notice(reader.id, 'Court fees', '2026-12-01T20:00:00Z');
    await notice(reader.id, 'Bar exam', '2026-12-01T21:00:00Z');
    await plan('2026-12-02T04:30:00Z');
    const { rows } = await p.sql.query<{ id: string }>(
      'select id from notice_mails where recipient_id = $1',
      [reader.id],
    );
    const mailId = rows[0]?.id ?? '';
    const mailer = createMailer(
      { smtpUrl: catcher.url, mailFrom: 'portal@example.org' },
      pino({ level: 'silent' }),
    );
    const deliver = (message: Parameters<typeof mailer.send>[0]) => mailer.send(message);
    const em = () => p.gateway.orm.em.fork();
    expect(await sendNoticeMail(em(), mailId, deliver, 'https://portal.example.org')).toEqual({
      outcome: 'sent',
      to: reader.email,
    });
    expect(await sendNoticeMail(em(), mailId, deliver, 'https://portal.example.org')).toEqual({
      outcome: 'nothing to do',
    });
    mailer.close();
    const mails = catcher.to(reader.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('يومك على البوابة');
    expect(mails[0]?.text).toContain('«Court fees»');
    expect(mails[0]?.text).toContain('«Bar exam»');
    expect(mails[0]?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('two workers at once on the same row: one sends, the other finds it taken', async () => {
    const reader = await member('Africa/Mogadishu', 'en');
    await notice(reader.id, 'Twice asked', '2026-12-01T20:00:00Z');
    await plan('2026-12-02T04:30:00Z');
    const { rows } = await p.sql.query<{ id: string }>(
      'select id from notice_mails where recipient_id = $1',
      [reader.id],
    );
    const mailId = rows[0]?.id ?? '';
    let deliveries = 0;
    // A slow SMTP server: the first send holds the row while the second one asks for it.
    const slowDeliver = async () => {
      deliveries += 1;
      await new Promise((resolve) => setTimeout(resolve, 500));
    };
    const outcomes = await Promise.all([
      sendNoticeMail(p.gateway.orm.em.fork(), mailId, slowDeliver, 'https://portal.example.org'),
      new Promise((resolve) => setTimeout(resolve, 100)).then(() =>
        sendNoticeMail(p.gateway.orm.em.fork(), mailId, slowDeliver, 'https://portal.example.org'),
      ),
    ]);
    expect(deliveries).toBe(1);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['nothing to do', 'sent']);
  });

  it('weekly digests end on Mondays at the hour, on the member’s clock', () => {
    const clock = { now: new Date('2026-12-02T12:00:00Z'), defaultZone: 'UTC', hour: 7 };
    expect(lastPeriodEnd(MailMode.WEEKLY, clock, 'Africa/Mogadishu')).toMatchObject({
      key: 'weekly:2026-W49',
      end: new Date('2026-11-30T04:00:00Z'),
    });
    // A zone that does not exist falls back to the association's.
    expect(lastPeriodEnd(MailMode.DAILY, clock, 'Mars/Olympus').end).toEqual(
      new Date('2026-12-02T07:00:00Z'),
    );
  });
});

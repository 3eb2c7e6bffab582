// Notice e-mails end to end with the real gateway, worker, PostgreSQL, Redis and an SMTP server
// (the mail catcher): each act that notifies a member ends in one e-mail, in the member's
// language, with the one-click unsubscribe link and headers; preferences and bounces honoured.
import { randomBytes } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@portal/gateway/exports/db';
import { type CaughtMail, MailCatcher } from '@portal/gateway/mail/mail-catcher';
import { graphql, signInAs } from '@portal/gateway/test/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Pipeline, startPipeline, waitFor } from '../../test/pipeline.js';

const COOKIE = 'portal_session';
const PUBLIC_URL = 'https://portal.example.org';
const DEAD = /^dead-/;

let p: Pipeline;
let catcher: MailCatcher;
/** Acts on a message while the SMTP server has not yet answered its DATA (a quick mail client). */
let onArrival: ((headers: Record<string, string>) => Promise<void>) | null = null;

beforeAll(async () => {
  catcher = await MailCatcher.start({
    refuse: (address) => DEAD.test(address),
    holdData: (headers) => onArrival?.(headers),
  });
  // The sweep (which wakes the outbox) every second; messages mailed without waiting.
  process.env.SUBMISSIONS_SWEEP_MS = '1000';
  process.env.MESSAGE_MAIL_DELAY_MINUTES = '0';
  p = await startPipeline({ config: { smtpUrl: catcher.url, publicUrl: PUBLIC_URL } });
  await p.startWorker();
}, 60_000);

afterAll(async () => {
  await p?.close();
  await catcher?.close();
  delete process.env.SUBMISSIONS_SWEEP_MS;
  delete process.env.MESSAGE_MAIL_DELAY_MINUTES;
}, 60_000);

interface Member {
  id: string;
  email: string;
  name: string;
  token: string;
}

/** A new member (the demo member's password), signed in. */
async function newMember(prefix = 'm'): Promise<Member> {
  const tag = randomBytes(4).toString('hex');
  const email = `${prefix}-${tag}@example.org`;
  const name = `Member ${tag}`;
  const demo = DEMO_ACCOUNTS.find((account) => account.role === 'member')?.email;
  const { rows } = await p.sql.query<{ id: string }>(
    `insert into users (id, full_name, username, email, password_hash, role)
     select gen_random_uuid(), $1, $2, $3, password_hash, 'member' from users where email = $4
     returning id`,
    [name, `u-${tag}`, email, demo],
  );
  const token = await signInAs(p.gateway.app, email, DEMO_PASSWORD);
  return { id: rows[0]?.id ?? '', email, name, token };
}

const api = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
  p.gateway.app.inject({ method, url, payload, cookies: token ? { [COOKIE]: token } : {} });

async function prefer(member: Member, change: object): Promise<void> {
  const response = await api('PUT', '/api/me/mail-preferences', member.token, change);
  expect(response.statusCode, response.body).toBe(200);
}

async function gql<T>(member: Member, query: string, variables?: Record<string, unknown>) {
  const { body } = await graphql<T>(p.gateway.app, query, { token: member.token, variables });
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

const mailTo = (member: Member, matching: (mail: CaughtMail) => boolean, what: string) =>
  waitFor(async () => catcher.to(member.email).find(matching), {
    what: `an e-mail to ${member.email}: ${what}`,
    timeoutMs: 20_000,
  });

const unsubscribeLink = (mail: CaughtMail) =>
  /<(https:\/\/portal\.example\.org\/mail\/unsubscribe\/[A-Za-z0-9_-]+)>/.exec(
    mail.headers['list-unsubscribe'] ?? '',
  )?.[1] ?? '';

describe('notice e-mails through the outbox, the worker and SMTP', () => {
  it('a discussion reply: once, in English, text and HTML, with RFC 8058 headers', async () => {
    const author = await newMember();
    const replier = await newMember();
    await prefer(author, { modes: { replies: 'immediate' } });
    const title = `Court fees ${randomBytes(3).toString('hex')}`;
    const { createDiscussion } = await gql<{ createDiscussion: { id: string } }>(
      author,
      'mutation($t: String!) { createDiscussion(input: { title: $t, content: "What changed in the schedule?" }) { id } }',
      { t: title },
    );
    const { replyToDiscussion } = await gql<{ replyToDiscussion: { id: string } }>(
      replier,
      'mutation($id: UUID!) { replyToDiscussion(input: { discussionId: $id, content: "The gazette has it." }) { id } }',
      { id: createDiscussion.id },
    );
    const mail = await mailTo(author, (m) => m.subject.includes(title), 'the reply');
    expect(mail.subject).toBe(`${replier.name} replied in the discussion “${title}”.`);
    // The link opens the discussion at the reply.
    const atReply = `${PUBLIC_URL}/discussions/${createDiscussion.id}#reply-${replyToDiscussion.id}`;
    expect(mail.text).toContain(atReply);
    expect(mail.html).toContain('dir="auto"');
    expect(mail.html).toContain(`href="${atReply}"`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeLink(mail)).not.toBe('');
    // Once: the sweep runs every second; nothing more comes.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(catcher.to(author.email).filter((m) => m.subject.includes(title))).toHaveLength(1);
  });

  it('a mention: at once by default, in each member’s language, once though the post is edited', async () => {
    const author = await newMember();
    const named = await newMember();
    const arabic = await newMember();
    await prefer(arabic, { language: 'ar' });
    const title = `Registry hours ${randomBytes(3).toString('hex')}`;
    const mention = (member: Member) => `@[${member.name}](member:${member.id})`;
    const content = `Could ${mention(named)} or ${mention(arabic)} confirm the hours?`;
    const { createDiscussion } = await gql<{ createDiscussion: { id: string } }>(
      author,
      'mutation($t: String!, $c: String!) { createDiscussion(input: { title: $t, content: $c }) { id } }',
      { t: title, c: content },
    );
    const mail = await mailTo(named, (m) => m.subject.includes(title), 'the mention');
    expect(mail.subject).toBe(`${author.name} mentioned you in “${title}”.`);
    expect(mail.text).toContain(`${PUBLIC_URL}/discussions/${createDiscussion.id}`);
    expect(unsubscribeLink(mail)).not.toBe('');
    const inArabic = await mailTo(arabic, (m) => m.subject.includes(title), 'the mention');
    expect(inArabic.subject).toBe(`أشار إليك ${author.name} في «${title}».`);
    expect(inArabic.html).toContain('dir="rtl"');
    // An edit that keeps the mentions mails nobody again.
    await gql(
      author,
      'mutation($id: UUID!, $c: String!) { editDiscussion(input: { id: $id, content: $c }) { id } }',
      { id: createDiscussion.id, c: `${content} Thank you.` },
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(catcher.to(named.email).filter((m) => m.subject.includes(title))).toHaveLength(1);
    expect(catcher.to(author.email).filter((m) => m.subject.includes(title))).toHaveLength(0);
  });

  it('a message still unread: in Arabic, right to left, the subject as it was written', async () => {
    const sender = await newMember();
    const reader = await newMember();
    await prefer(reader, { language: 'ar' });
    await gql(
      sender,
      'mutation($to: UUID!) { sendMessage(input: { recipientId: $to, subject: "موعد الجلسة", content: "هل الموعد ثابت؟" }) { id } }',
      { to: reader.id },
    );
    const mail = await mailTo(reader, (m) => m.text.includes('موعد الجلسة'), 'the message');
    expect(mail.subject).toBe(`أرسل إليك ${sender.name} رسالة: «موعد الجلسة».`);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('lang="ar"');
    expect(mail.text).toContain(`${PUBLIC_URL}/messages`);
  });

  it('a message read before its delay is over is not mailed', async () => {
    const sender = await newMember();
    const reader = await newMember();
    const { rows } = await p.sql.query<{ id: string }>(
      `insert into messages (id, sender_id, recipient_id, subject, content, read_at, created_at)
       values (gen_random_uuid(), $1, $2, 'Read already', 'Seen', now(), now()) returning id`,
      [sender.id, reader.id],
    );
    await p.sql.query(
      `insert into notice_mails (id, recipient_id, category, message_id) values (gen_random_uuid(), $1, 'messages', $2)`,
      [reader.id, rows[0]?.id],
    );
    const dropped = await waitFor(
      async () =>
        (
          await p.sql.query(
            'select drop_reason from notice_mails where message_id = $1 and dropped_at is not null',
            [rows[0]?.id],
          )
        ).rows[0],
      { what: 'the message e-mail dropped', timeoutMs: 20_000 },
    );
    expect(dropped.drop_reason).toBe('the message was read');
    expect(catcher.to(reader.email)).toHaveLength(0);
  });

  it('a connection request and its acceptance, each to the member concerned', async () => {
    const asker = await newMember();
    const asked = await newMember();
    await prefer(asker, { modes: { connections: 'immediate' } });
    await prefer(asked, { modes: { connections: 'immediate' }, language: 'fr' });
    const { requestConnection } = await gql<{ requestConnection: { connectionId: string } }>(
      asker,
      'mutation($id: UUID!) { requestConnection(memberId: $id) { connectionId } }',
      { id: asked.id },
    );
    const request = await mailTo(asked, (m) => m.subject.includes(asker.name), 'the request');
    expect(request.subject).toBe(`${asker.name} souhaite entrer en relation avec vous.`);
    await gql(
      asked,
      'mutation($id: UUID!) { respondToConnection(connectionId: $id, accept: true) { id } }',
      {
        id: requestConnection.connectionId,
      },
    );
    const accepted = await mailTo(asker, (m) => m.subject.includes(asked.name), 'the acceptance');
    expect(accepted.subject).toBe(`${asked.name} accepted your connection request.`);
    expect(accepted.text).toContain(`${PUBLIC_URL}/connections`);
  });

  it("a moderator's rejection: the item's title and the reason, in Arabic", async () => {
    const memberToken = p.tokens.member;
    const demo = DEMO_ACCOUNTS.find((account) => account.role === 'member');
    const member: Member = {
      id: p.memberId,
      email: demo?.email ?? '',
      name: demo?.fullName ?? '',
      token: memberToken,
    };
    await prefer(member, { modes: { moderation: 'immediate' }, language: 'ar' });
    const title = `Bar exam dates ${randomBytes(3).toString('hex')}`;
    const submitted = await api('POST', '/api/admin/content/news', memberToken, {
      title,
      content: 'The ministry published the new schedule of court fees.',
      excerpt: 'New court fees',
      category: 'legal-updates',
      socialMediaLinks: '',
      scheduledDate: '',
      priority: 'high',
      authorId: 'placeholder-user',
      type: 'news',
      status: 'approved',
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { id } = submitted.json<{ id: string }>();
    const decided = await api('POST', `/api/admin/content/news/${id}/approve`, p.tokens.moderator, {
      approved: false,
      reason: 'Please cite the official gazette.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const mail = await mailTo(member, (m) => m.subject.includes(title), 'the rejection');
    expect(mail.subject).toBe(
      `لم تتم الموافقة على مشاركتك «${title}». السبب: Please cite the official gazette.`,
    );
    await prefer(member, { modes: { moderation: 'in_app' }, language: 'en' });
  });

  it("an event's change: to the member going, with the event's title and link, in Arabic", async () => {
    const going = await newMember();
    await prefer(going, { modes: { events: 'immediate' }, language: 'ar' });
    const title = `Arbitration workshop ${randomBytes(3).toString('hex')}`;
    const { rows } = await p.sql.query<{ id: string }>(
      `insert into content_submissions (id, type, status, author_id, title, content, category, priority,
         event_date, time_zone, location, registration_required, max_attendees, social_media_promotion,
         decided_at, queued_at, moderators_notified_at, is_public, created_at)
       values (gen_random_uuid(), 'event', 'approved', $1, $2, 'A session on arbitration.', 'workshop',
         'normal', now() + interval '3 days', 'Africa/Mogadishu', 'Bar House', true, 10, false,
         now(), now(), now(), false, now())
       returning id`,
      [p.moderatorId, title],
    );
    const eventId = rows[0]?.id ?? '';
    await gql(going, 'mutation($id: UUID!) { rsvpEvent(eventId: $id) { attendees } }', {
      id: eventId,
    });
    const edited = await p.gateway.app.inject({
      method: 'PATCH',
      url: `/api/events/${eventId}`,
      payload: { location: 'Hall 3' },
      cookies: { [COOKIE]: p.tokens.moderator },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const mail = await mailTo(going, (m) => m.subject.includes(title), 'the change');
    expect(mail.subject).toBe(`تم تعديل «${title}»: راجع موعدها ومكانها وتفاصيلها.`);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain(`${PUBLIC_URL}/events/${eventId}`);
  });

  it('unsubscribes from the link (GET shows, POST stops) and from the header (one-click POST)', async () => {
    const sender = await newMember();
    const reader = await newMember();
    const send = (subject: string) =>
      gql(
        sender,
        'mutation($to: UUID!, $s: String!) { sendMessage(input: { recipientId: $to, subject: $s, content: "Hello" }) { id } }',
        {
          to: reader.id,
          s: subject,
        },
      );
    await send('First');
    const first = await mailTo(reader, (m) => m.text.includes('First'), 'the first message');
    const link = unsubscribeLink(first);
    expect(first.text).toContain(link);

    const page = await p.gateway.app.inject({
      url: link.replace(PUBLIC_URL, ''),
      headers: { 'accept-language': 'ar' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('الرسائل الخاصة');
    // GET alone changes nothing (mail scanners open links).
    const before = await api('GET', '/api/me/mail-preferences', reader.token);
    expect(before.json().modes).toContainEqual({ category: 'messages', mode: 'immediate' });

    // RFC 8058: the mail client POSTs List-Unsubscribe=One-Click, no cookie, no CSRF token.
    const oneClick = await p.gateway.app.inject({
      method: 'POST',
      url: link.replace(PUBLIC_URL, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('private messages');
    const after = await api('GET', '/api/me/mail-preferences', reader.token);
    expect(after.json().modes).toContainEqual({ category: 'messages', mode: 'in_app' });

    await send('Second');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(catcher.to(reader.email).filter((m) => m.text.includes('Second'))).toHaveLength(0);

    const unknown = await p.gateway.app.inject({
      method: 'POST',
      url: '/mail/unsubscribe/not-a-real-token-at-all-xyz',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('a one-click unsubscribe that comes while the message is still arriving works', async () => {
    const sender = await newMember();
    const reader = await newMember();
    let answered = 0;
    onArrival = async (headers) => {
      if (!headers.to?.includes(reader.email)) return;
      const link = /<(https:[^>]+)>/.exec(headers['list-unsubscribe'] ?? '')?.[1] ?? '';
      const response = await p.gateway.app.inject({
        method: 'POST',
        url: link.replace(PUBLIC_URL, ''),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      answered = response.statusCode;
    };
    try {
      await gql(
        sender,
        'mutation($to: UUID!) { sendMessage(input: { recipientId: $to, subject: "Quick", content: "Hi" }) { id } }',
        { to: reader.id },
      );
      await mailTo(reader, (m) => m.text.includes('Quick'), 'the message');
    } finally {
      onArrival = null;
    }
    expect(answered).toBe(200);
    const after = await api('GET', '/api/me/mail-preferences', reader.token);
    expect(after.json().modes).toContainEqual({ category: 'messages', mode: 'in_app' });
  });

  it('a permanent refusal is recorded, stops mail to the address and shows in the settings', async () => {
    const sender = await newMember();
    const gone = await newMember('dead');
    await gql(
      sender,
      'mutation($to: UUID!) { sendMessage(input: { recipientId: $to, subject: "Bounce", content: "Hello" }) { id } }',
      {
        to: gone.id,
      },
    );
    const bounce = await waitFor(
      async () =>
        (await p.sql.query('select reason from mail_bounces where address = $1', [gone.email]))
          .rows[0],
      { what: 'the bounce recorded', timeoutMs: 20_000 },
    );
    expect(bounce.reason).toMatch(/550/);
    const settings = await api('GET', '/api/me/mail-preferences', gone.token);
    expect(settings.json()).toMatchObject({ bouncedAddress: gone.email });
    // The next one is not even tried.
    await gql(
      sender,
      'mutation($to: UUID!) { sendMessage(input: { recipientId: $to, subject: "Again", content: "Hello" }) { id } }',
      {
        to: gone.id,
      },
    );
    const dropped = await waitFor(
      async () =>
        (
          await p.sql.query(
            `select drop_reason from notice_mails where recipient_id = $1 and drop_reason = 'the address bounced before'`,
            [gone.id],
          )
        ).rows[0],
      { what: 'the second e-mail dropped', timeoutMs: 20_000 },
    );
    expect(dropped).toBeTruthy();
  });

  it('refuses a wrong setting naming the field (REST 400, GraphQL BAD_USER_INPUT)', async () => {
    const member = await newMember();
    const rest = await api('PUT', '/api/me/mail-preferences', member.token, {
      modes: { replies: 'hourly' },
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.body).toContain('modes.replies');
    const { body } = await graphql(
      p.gateway.app,
      'mutation { updateMailPreferences(input: { language: "xx" }) { language } }',
      {
        token: member.token,
      },
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { language: expect.any(String) },
    });
    // The same mutation with good values saves them.
    const saved = await gql<{
      updateMailPreferences: { language: string; modes: { category: string; mode: string }[] };
    }>(
      member,
      'mutation { updateMailPreferences(input: { language: "so", modes: [{ category: EVENTS, mode: WEEKLY }] }) { language modes { category mode } } }',
    );
    expect(saved.updateMailPreferences.language).toBe('so');
    expect(saved.updateMailPreferences.modes).toContainEqual({
      category: 'EVENTS',
      mode: 'WEEKLY',
    });
    const anonymous = await api('GET', '/api/me/mail-preferences');
    expect(anonymous.statusCode).toBe(401);
  });
});

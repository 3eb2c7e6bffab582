import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import {
  type GraphQLResponse,
  sessionCookieOf,
  signInAs,
  startTestGateway,
  type TestGateway,
} from '../../test/test-gateway.js';
import { Role } from '../../values/role.js';
import { WEAK_PASSWORD_PROBLEM } from '../auth/password-policy.js';
import { User } from '../users/user.entity.js';
import { INVALID_INVITATION_MESSAGE } from './invitations.errors.js';
import {
  hashInvitationToken,
  INVITATION_RATE_LIMIT,
  INVITATION_TTL_MS,
} from './invitations.service.js';

const member = DEMO_ACCOUNTS.find((account) => account.role === Role.MEMBER);
const moderator = DEMO_ACCOUNTS.find((account) => account.role === Role.MODERATOR);
const admin = DEMO_ACCOUNTS.find((account) => account.role === Role.ADMIN);
if (!member || !moderator || !admin) throw new Error('demo accounts missing');

const INVITE = `mutation ($email: String!) {
  inviteMember(email: $email) { id email expiresAt emailSent link }
}`;
const PREVIEW = `query ($token: String!) {
  invitation(token: $token) { email invitedByName expiresAt }
}`;
const ACCEPT = `mutation ($input: AcceptInvitationInput!) {
  acceptInvitation(input: $input) { id email fullName username role initials }
}`;

interface Invitation {
  id: string;
  email: string;
  expiresAt: string;
  emailSent: boolean;
  link: string;
}

let gateway: TestGateway;
let adminToken: string;
let moderatorToken: string;
let memberToken: string;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  adminToken = await signInAs(gateway.app, admin.email, DEMO_PASSWORD);
  moderatorToken = await signInAs(gateway.app, moderator.email, DEMO_PASSWORD);
  memberToken = await signInAs(gateway.app, member.email, DEMO_PASSWORD);
});

afterAll(async () => {
  await gateway.close();
});

/** A GraphQL call as a browser on the site makes it (with its Origin header). */
async function call<T = Record<string, unknown>>(
  target: TestGateway,
  query: string,
  variables: Record<string, unknown>,
  options: { token?: string; headers?: Record<string, string> } = {},
) {
  const response = await target.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    headers: options.headers ?? {},
    cookies: options.token ? { [SESSION_COOKIE_NAME]: options.token } : {},
  });
  return { response, body: response.json<GraphQLResponse<T>>() };
}

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.net`;
const uniqueUsername = (label: string) => `${label}_${randomUUID().slice(0, 8)}`;
const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

async function invite(email: string, token = adminToken, target = gateway): Promise<Invitation> {
  const { body } = await call<{ inviteMember: Invitation }>(target, INVITE, { email }, { token });
  if (!body.data?.inviteMember) throw new Error(`invite failed: ${JSON.stringify(body)}`);
  return body.data.inviteMember;
}

function accept(input: Record<string, unknown>, target = gateway, cookie?: string) {
  return call<{ acceptInvitation: Record<string, unknown> }>(
    target,
    ACCEPT,
    { input },
    { token: cookie },
  );
}

const validAccount = (token: string) => ({
  token,
  fullName: 'Hodan Ismail Farah',
  username: uniqueUsername('hodan'),
  password: 'a long enough password',
});

function invitationRow(email: string) {
  return tablesOf(gateway.orm.em.fork())
    .selectFrom('invitations')
    .selectAll()
    .where('email', '=', email)
    .execute();
}

describe('inviteMember', () => {
  it('lets an admin invite by e-mail: a 14-day link, stored only as its hash, e-mail logged', async () => {
    const email = uniqueEmail('Invitee').toUpperCase();
    const { body } = await call<{ inviteMember: Invitation }>(
      gateway,
      INVITE,
      { email: `  ${email} ` },
      { token: adminToken, headers: { origin: 'http://portal.test:5173' } },
    );
    const invitation = body.data?.inviteMember;
    expect(body.errors).toBeUndefined();
    expect(invitation?.email).toBe(email.toLowerCase());
    // No SMTP_URL in tests: the message went to the log, not to anyone.
    expect(invitation?.emailSent).toBe(false);
    // PUBLIC_URL (here the development default), never the request's Origin (F11).
    expect(invitation?.link.startsWith(`${gateway.config.publicUrl}/join/`)).toBe(true);
    expect(invitation?.link).toMatch(/\/join\/[\w-]{43}$/);
    const expiresIn = Date.parse(invitation?.expiresAt ?? '') - Date.now();
    expect(Math.abs(expiresIn - INVITATION_TTL_MS)).toBeLessThan(60_000);

    const rows = await invitationRow(email.toLowerCase());
    expect(rows).toHaveLength(1);
    const token = tokenOf(invitation?.link ?? '');
    expect(rows[0]?.token_hash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(rows[0])).not.toContain(token);
  });

  it('builds the link from PUBLIC_URL, never from a forged Host or Origin (F11)', async () => {
    const { body } = await call<{ inviteMember: Invitation }>(
      gateway,
      INVITE,
      { email: uniqueEmail('host') },
      {
        token: moderatorToken,
        headers: { host: 'members.example.org', origin: 'https://attacker.example' },
      },
    );
    const link = body.data?.inviteMember.link ?? '';
    expect(new URL(link).origin).toBe(new URL(gateway.config.publicUrl).origin);
    expect(link).not.toMatch(/members\.example\.org|attacker\.example/);
  });

  it('lets a moderator invite too', async () => {
    const invitation = await invite(uniqueEmail('by-moderator'), moderatorToken);
    const { body } = await call(gateway, PREVIEW, { token: tokenOf(invitation.link) });
    expect(body.data).toEqual({
      invitation: {
        email: invitation.email,
        invitedByName: moderator.fullName,
        expiresAt: invitation.expiresAt,
      },
    });
  });

  it('refuses members (FORBIDDEN) and anonymous callers (UNAUTHENTICATED)', async () => {
    const email = uniqueEmail('refused');
    const asMember = await call(gateway, INVITE, { email }, { token: memberToken });
    expect(asMember.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await call(gateway, INVITE, { email });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await invitationRow(email)).toHaveLength(0);
  });

  it('refuses an invalid e-mail, naming the field', async () => {
    for (const email of ['', 'not-an-address', 'a@b', `${'x'.repeat(250)}@example.org`]) {
      const { body } = await call(gateway, INVITE, { email }, { token: adminToken });
      expect(body.errors?.[0]?.extensions, email).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { email: 'must be a valid e-mail address' },
      });
    }
  });

  it('refuses an address that already has an account, in any letter case', async () => {
    const { body } = await call(
      gateway,
      INVITE,
      { email: member.email.toUpperCase() },
      { token: adminToken },
    );
    expect(body.errors?.[0]).toMatchObject({
      message: 'A member with this e-mail address already has an account.',
      extensions: { code: 'BAD_USER_INPUT', fields: { email: 'already belongs to a member' } },
    });
    expect(await invitationRow(member.email)).toHaveLength(0);
  });

  it('replaces the open invitation of the same address: the earlier link stops working', async () => {
    const email = uniqueEmail('twice');
    const first = await invite(email);
    const second = await invite(email, moderatorToken);
    expect(second.link).not.toBe(first.link);

    const old = await call(gateway, PREVIEW, { token: tokenOf(first.link) });
    expect(old.body.errors?.[0]).toMatchObject({
      message: INVALID_INVITATION_MESSAGE,
      extensions: { code: 'NOT_FOUND' },
    });
    const oldAccept = await accept(validAccount(tokenOf(first.link)));
    expect(oldAccept.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const current = await call(gateway, PREVIEW, { token: tokenOf(second.link) });
    expect(current.body.data).toMatchObject({ invitation: { invitedByName: moderator.fullName } });
    expect(await invitationRow(email)).toHaveLength(1);
  });

  it('limits how many invitations one staff member sends per hour (RATE_LIMITED)', async () => {
    const em = gateway.orm.em.fork();
    const inviter = await em.findOneOrFail(User, { email: admin.email });
    const tables = tablesOf(em);
    const { count } = await tables
      .selectFrom('invitations')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('invited_by_id', '=', inviter.id)
      .executeTakeFirstOrThrow();
    const now = Date.now();
    const filler = Array.from({ length: INVITATION_RATE_LIMIT - Number(count) }, (_, index) => ({
      id: randomUUID(),
      email: `filler-${index}-${randomUUID().slice(0, 6)}@example.net`,
      token_hash: hashInvitationToken(randomUUID()),
      invited_by_id: inviter.id,
      created_at: new Date(now - 1000).toISOString(),
      expires_at: new Date(now + INVITATION_TTL_MS).toISOString(),
      accepted_at: null,
      accepted_user_id: null,
    }));
    await tables.insertInto('invitations').values(filler).execute();
    try {
      const { body } = await call(
        gateway,
        INVITE,
        { email: uniqueEmail('over') },
        { token: adminToken },
      );
      expect(body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      // Another staff member is not affected.
      await expect(invite(uniqueEmail('other-inviter'), moderatorToken)).resolves.toBeTruthy();
    } finally {
      await tables
        .deleteFrom('invitations')
        .where(
          'id',
          'in',
          filler.map((row) => row.id),
        )
        .execute();
    }
  });
});

describe('invitation preview', () => {
  it('answers NOT_FOUND with one message for unknown, empty and over-long tokens', async () => {
    for (const token of ['no-such-token', '', 'x'.repeat(500)]) {
      const { body } = await call(gateway, PREVIEW, { token });
      expect(body.data).toBeNull();
      expect(body.errors?.[0]).toMatchObject({
        message: INVALID_INVITATION_MESSAGE,
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('answers NOT_FOUND for an expired invitation, and it cannot be accepted', async () => {
    const invitation = await invite(uniqueEmail('expired'));
    await tablesOf(gateway.orm.em.fork())
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', invitation.id)
      .execute();
    const preview = await call(gateway, PREVIEW, { token: tokenOf(invitation.link) });
    expect(preview.body.errors?.[0]?.message).toBe(INVALID_INVITATION_MESSAGE);
    const accepted = await accept(validAccount(tokenOf(invitation.link)));
    expect(accepted.body.errors?.[0]).toMatchObject({
      message: INVALID_INVITATION_MESSAGE,
      extensions: { code: 'NOT_FOUND' },
    });
    expect(sessionCookieOf(accepted.response)).toBeUndefined();
  });

  it('lists open invitations to staff only', async () => {
    const invitation = await invite(uniqueEmail('listed'));
    const query = '{ invitations { id email invitedByName createdAt expiresAt } }';
    const { body } = await call<{ invitations: { id: string; invitedByName: string }[] }>(
      gateway,
      query,
      {},
      { token: moderatorToken },
    );
    expect(body.data?.invitations).toContainEqual(
      expect.objectContaining({ id: invitation.id, invitedByName: admin.fullName }),
    );
    const asMember = await call(gateway, query, {}, { token: memberToken });
    expect(asMember.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('acceptInvitation', () => {
  it('creates the member with the invited e-mail, signs them in, and the link works once', async () => {
    const invitation = await invite(uniqueEmail('newcomer'));
    const token = tokenOf(invitation.link);
    const account = { ...validAccount(token), fullName: '  Hodan Ismail Farah ' };

    const { response, body } = await accept(account);
    expect(body.errors).toBeUndefined();
    expect(body.data?.acceptInvitation).toMatchObject({
      email: invitation.email,
      fullName: 'Hodan Ismail Farah',
      username: account.username,
      role: 'MEMBER',
      initials: 'HF',
    });
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatch(/^[\w-]{43}$/);
    const setCookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE_NAME);
    expect(setCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    // Signed in: the session works, exactly as after signIn.
    const me = await call(gateway, '{ me { email role } }', {}, { token: cookie });
    expect(me.body.data).toEqual({ me: { email: invitation.email, role: 'MEMBER' } });

    const rows = await invitationRow(invitation.email);
    const user = await gateway.orm.em.fork().findOneOrFail(User, { email: invitation.email });
    expect(rows[0]?.accepted_at).not.toBeNull();
    expect(rows[0]?.accepted_user_id).toBe(user.id);
    expect(user.role).toBe(Role.MEMBER);

    // Used: the same link is refused, to preview and to accept.
    const again = await accept({ ...validAccount(token) });
    expect(again.body.errors?.[0]).toMatchObject({
      message: INVALID_INVITATION_MESSAGE,
      extensions: { code: 'NOT_FOUND' },
    });
    const preview = await call(gateway, PREVIEW, { token });
    expect(preview.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // The new member signs in with the chosen password, and cannot be invited again.
    const signIn = await gateway.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: invitation.email, password: account.password },
    });
    expect(signIn.statusCode).toBe(200);
    const reinvite = await call(
      gateway,
      INVITE,
      { email: invitation.email },
      { token: adminToken },
    );
    expect(reinvite.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('ends the session the browser had, as signing in does', async () => {
    const previous = await signInAs(gateway.app, member.email, DEMO_PASSWORD);
    const invitation = await invite(uniqueEmail('switch'));
    const { response, body } = await accept(
      validAccount(tokenOf(invitation.link)),
      gateway,
      previous,
    );
    expect(body.data?.acceptInvitation).toMatchObject({ email: invitation.email });
    expect(sessionCookieOf(response)).not.toBe(previous);
    const old = await call(gateway, '{ me { email } }', {}, { token: previous });
    expect(old.body.data).toEqual({ me: null });
  });

  it('refuses invalid fields, naming each, and keeps the invitation open', async () => {
    const invitation = await invite(uniqueEmail('careful'));
    const token = tokenOf(invitation.link);
    const { body } = await accept({
      token,
      fullName: ' H ',
      username: 'Not Valid!',
      password: 'short',
    });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        fullName: 'must be 2 to 120 characters long',
        username: 'must be 3 to 40 characters: lowercase letters, digits, underscores and dots',
        password: 'must be 12 to 256 characters long',
      },
    });
    for (const username of ['ab', 'x'.repeat(41), 'UPPER', 'with-dash']) {
      const result = await accept({ ...validAccount(token), username });
      expect(result.body.errors?.[0]?.extensions?.fields, username).toHaveProperty('username');
    }
    const long = await accept({ ...validAccount(token), fullName: 'x'.repeat(121) });
    expect(long.body.errors?.[0]?.extensions?.fields).toHaveProperty('fullName');
    const preview = await call(gateway, PREVIEW, { token });
    expect(preview.body.data).toMatchObject({ invitation: { email: invitation.email } });
  });

  it('refuses common, repeated and breached-looking passwords, naming the field (I4)', async () => {
    const invitation = await invite(uniqueEmail('weak'));
    const token = tokenOf(invitation.link);
    for (const password of ['aaaaaaaaaaaa', 'password1234', 'qwertyuiop12', 'hodanhodan12']) {
      const { body } = await accept({ ...validAccount(token), password });
      expect(body.errors?.[0]?.extensions, password).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { password: WEAK_PASSWORD_PROBLEM },
      });
    }
    const preview = await call(gateway, PREVIEW, { token });
    expect(preview.body.data).toMatchObject({ invitation: { email: invitation.email } });

    const strong = await accept({ ...validAccount(token), password: 'harbour lantern quietly 42' });
    expect(strong.body.errors).toBeUndefined();
    expect(strong.body.data?.acceptInvitation).toMatchObject({ email: invitation.email });
  });

  it('refuses a username that is taken, naming it, and keeps the invitation open', async () => {
    const invitation = await invite(uniqueEmail('taken'));
    const token = tokenOf(invitation.link);
    const { body } = await accept({ ...validAccount(token), username: member.username });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { username: 'is already taken' },
    });
    const retry = await accept(validAccount(token));
    expect(retry.body.data?.acceptInvitation).toMatchObject({ email: invitation.email });
  });

  it('answers CONFLICT when the address got an account after the invitation was sent', async () => {
    const email = uniqueEmail('meanwhile');
    const invitation = await invite(email);
    const em = gateway.orm.em.fork();
    em.create(User, {
      email,
      fullName: 'Created Elsewhere',
      username: uniqueUsername('elsewhere'),
      passwordHash: 'not-a-hash',
    });
    await em.flush();
    const { body } = await accept(validAccount(tokenOf(invitation.link)));
    expect(body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await gateway.orm.em.fork().count(User, { email })).toBe(1);
  });

  it('creates one account when the same link is accepted twice at once', async () => {
    const invitation = await invite(uniqueEmail('race'));
    const token = tokenOf(invitation.link);
    const results = await Promise.all([
      accept(validAccount(token)),
      accept(validAccount(token)),
      accept(validAccount(token)),
    ]);
    const succeeded = results.filter((result) => result.body.data?.acceptInvitation);
    const refused = results.filter(
      (result) => result.body.errors?.[0]?.extensions?.code === 'NOT_FOUND',
    );
    expect(succeeded).toHaveLength(1);
    expect(refused).toHaveLength(2);
    expect(await gateway.orm.em.fork().count(User, { email: invitation.email })).toBe(1);
  });
});

/** A real SMTP server on loopback that requires the credentials of SMTP_URL. */
async function startSmtpServer() {
  const messages: { from: string; to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'portal' && auth.password === 's3cret pass') {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no SMTP port');
  return {
    messages,
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text body of a raw message, quoted-printable decoded. */
function bodyText(raw: string): string {
  const [headers = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return body;
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe('invitation e-mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let mailing: TestGateway;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    mailing = await startTestGateway({
      seed: true,
      config: {
        smtpUrl: `smtp://portal:${encodeURIComponent('s3cret pass')}@127.0.0.1:${smtp.port}`,
        mailFrom: 'Portal <portal@example.org>',
        publicUrl: 'https://portal.example.org',
      },
    });
  });

  afterAll(async () => {
    await mailing?.close();
    await smtp?.close();
  });

  it('delivers the link by e-mail; the link in the body opens the invitation and creates the account', async () => {
    const staff = await signInAs(mailing.app, admin.email, DEMO_PASSWORD);
    const email = uniqueEmail('mailed');
    const invitation = await invite(email, staff, mailing);
    expect(invitation.emailSent).toBe(true);
    // PUBLIC_URL is the link's address.
    expect(invitation.link).toMatch(/^https:\/\/portal\.example\.org\/join\/[\w-]{43}$/);

    const message = smtp.messages.find((candidate) => candidate.to.includes(email));
    expect(message?.from).toBe('portal@example.org');
    expect(message?.raw).toMatch(
      /^Subject: You are invited to the Bar Association members' portal/m,
    );
    const text = bodyText(message?.raw ?? '');
    expect(text).toContain(`${admin.fullName} has invited you`);
    const linkInMail = text.match(/https:\/\/portal\.example\.org\/join\/[\w-]+/)?.[0];
    expect(linkInMail).toBe(invitation.link);

    const token = tokenOf(linkInMail ?? '');
    const preview = await call(mailing, PREVIEW, { token });
    expect(preview.body.data).toMatchObject({
      invitation: { email, invitedByName: admin.fullName },
    });
    const account = validAccount(token);
    const accepted = await accept(account, mailing);
    expect(accepted.body.data?.acceptInvitation).toMatchObject({ email, role: 'MEMBER' });
    await expect(signInAs(mailing.app, email, account.password)).resolves.toBeTruthy();
  });
});

describe('when the SMTP server cannot be reached', () => {
  let closedPort: number;
  let failing: TestGateway;

  beforeAll(async () => {
    // A port that was free a moment ago and has nothing listening on it.
    const probe: Server = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const address = probe.address();
    closedPort = typeof address === 'object' && address ? address.port : 1;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    failing = await startTestGateway({
      seed: true,
      config: { smtpUrl: `smtp://127.0.0.1:${closedPort}` },
    });
  });

  afterAll(async () => {
    await failing?.close();
  });

  it('still stores the invitation and answers the link with emailSent: false', async () => {
    const staff = await signInAs(failing.app, moderator.email, DEMO_PASSWORD);
    const email = uniqueEmail('unsent');
    const invitation = await invite(email, staff, failing);
    expect(invitation.emailSent).toBe(false);
    const preview = await call(failing, PREVIEW, { token: tokenOf(invitation.link) });
    expect(preview.body.data).toMatchObject({ invitation: { email } });
  });
});

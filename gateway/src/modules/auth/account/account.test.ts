// Password recovery and a member's own password and address, through both APIs of the built
// app against real PostgreSQL and Redis: the same answer for every address, a link that works
// once and only for 30 minutes, the password rules, the sessions that end, the second factor
// still asked, reauthentication, and the limits. The worker's side (minting the link and
// mailing it through SMTP) is worker/src/jobs/mail/account-mail.job.test.ts; here the link is
// minted with the same function the worker calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../../db/tables.js';
import { SESSION_COOKIE_NAME } from '../../../http/session-cookie.js';
import {
  codeOf,
  codeStep,
  createAccount,
  currentStep,
  enrol,
  passwordStep,
} from '../../../test/mfa-steps.js';
import {
  graphql,
  signInAs,
  startTestGateway,
  type TestGateway,
} from '../../../test/test-gateway.js';
import { AccountMailKind } from '../../users/index.js';
import { prepareAccountMail } from '../../users/worker.js';
import { hashPassword } from '../password.js';

const PASSWORD = 'Lantern-Quiver-Basalt-91';
const NEW_PASSWORD = 'Harbour-Copper-Thistle-57';

let gateway: TestGateway;
let passwordHash: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  passwordHash = await hashPassword(PASSWORD);
});

afterAll(async () => {
  await gateway?.close();
});

const tables = () => tablesOf(gateway.orm.em.fork());

// Each request from an address of its own unless a test says otherwise: the per-address limit
// is tested on its own.
let addresses = 0;
const nextAddress = () => `198.51.100.${++addresses}`;

function post(url: string, payload: object, token?: string, ip = nextAddress()) {
  return gateway.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    cookies: token ? { [SESSION_COOKIE_NAME]: token } : {},
  });
}

function mailsOf(userId: string, kind: AccountMailKind) {
  return tables()
    .selectFrom('account_mails')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('created_at')
    .execute();
}

/** The link of the member's newest mail of `kind`, minted as the worker does when it sends. */
async function mintedToken(userId: string, kind: AccountMailKind): Promise<string> {
  const rows = await mailsOf(userId, kind);
  const newest = rows.at(-1);
  if (!newest) throw new Error(`no ${kind} mail`);
  const prepared = await prepareAccountMail(gateway.orm.em.fork(), newest.id);
  if (!prepared?.token) throw new Error('no token minted');
  return prepared.token;
}

async function sessionCount(userId: string): Promise<number> {
  const row = await tables()
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function eventTypes(userId: string): Promise<string[]> {
  const rows = await tables()
    .selectFrom('security_events')
    .select('type')
    .where('subject_id', '=', userId)
    .execute();
  return rows.map((row) => row.type);
}

describe('asking for a reset link', () => {
  it('answers the same for an address with an account and one without, and records only the first', async () => {
    const user = await createAccount(gateway, passwordHash);
    const known = await post('/api/password-reset', { email: user.email.toUpperCase() });
    const unknown = await post('/api/password-reset', { email: 'nobody-here@example.org' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);

    const viaGraphQL = await graphql(
      gateway.app,
      'mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) }',
      { variables: { input: { email: 'nobody-either@example.org' } } },
    );
    expect(viaGraphQL.body).toEqual({ data: { requestPasswordReset: true } });

    const rows = await mailsOf(user.id, AccountMailKind.PASSWORD_RESET);
    expect(rows).toHaveLength(1);
    // Nothing usable is stored: the token is made when the worker sends the e-mail.
    expect(rows[0]?.token_hash).toBeNull();
    expect(await eventTypes(user.id)).toContain('auth.password_reset.requested');
  });

  it('refuses an address that is not one, naming the field', async () => {
    const response = await post('/api/password-reset', { email: 'not an address' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('email');
  });

  it('limits the requests per address asked for, alike whether it has an account', async () => {
    const user = await createAccount(gateway, passwordHash);
    const statuses = async (email: string, ip: string) => {
      const answers: number[] = [];
      for (let index = 0; index < 4; index++) {
        answers.push((await post('/api/password-reset', { email }, undefined, ip)).statusCode);
      }
      return answers;
    };
    expect(await statuses(user.email, '203.0.113.10')).toEqual([202, 202, 202, 429]);
    expect(await statuses('ghost-account@example.org', '203.0.113.11')).toEqual([
      202, 202, 202, 429,
    ]);
    expect(await mailsOf(user.id, AccountMailKind.PASSWORD_RESET)).toHaveLength(3);
  });

  it('limits the requests per client address, whatever addresses are asked for', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      const email = `someone-${index}@example.org`;
      statuses.push(
        (await post('/api/password-reset', { email }, undefined, '203.0.113.20')).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('setting a new password with the link', () => {
  it('works once, ends every session, notifies the member, and the old password stops working', async () => {
    const user = await createAccount(gateway, passwordHash);
    const first = await signInAs(gateway.app, user.email, PASSWORD);
    await signInAs(gateway.app, user.email, PASSWORD);
    await post('/api/password-reset', { email: user.email });
    const token = await mintedToken(user.id, AccountMailKind.PASSWORD_RESET);

    const reset = await post('/api/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(await sessionCount(user.id)).toBe(0);
    expect(
      (await gateway.app.inject({ url: '/api/session', cookies: { [SESSION_COOKIE_NAME]: first } }))
        .statusCode,
    ).toBe(401);

    const again = await post('/api/password-reset/confirm', {
      token,
      password: 'Another-Fresh-Phrase-33',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('NOT_FOUND');

    expect((await passwordStep(gateway.app, user.email, PASSWORD)).response.statusCode).toBe(401);
    expect((await passwordStep(gateway.app, user.email, NEW_PASSWORD)).response.statusCode).toBe(
      200,
    );
    expect(await mailsOf(user.id, AccountMailKind.PASSWORD_CHANGED)).toHaveLength(1);
    expect(await eventTypes(user.id)).toContain('auth.password.reset');
  });

  it('refuses a link older than 30 minutes', async () => {
    const user = await createAccount(gateway, passwordHash);
    await post('/api/password-reset', { email: user.email });
    const token = await mintedToken(user.id, AccountMailKind.PASSWORD_RESET);
    await tables()
      .updateTable('account_mails')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const response = await post('/api/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(404);
  });

  it('mints links valid for 30 minutes, and a newer link voids the older one', async () => {
    const user = await createAccount(gateway, passwordHash);
    await post('/api/password-reset', { email: user.email });
    const older = await mintedToken(user.id, AccountMailKind.PASSWORD_RESET);
    const [row] = await mailsOf(user.id, AccountMailKind.PASSWORD_RESET);
    const minutes = (new Date(row?.expires_at ?? 0).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);

    await post('/api/password-reset', { email: user.email });
    const newer = await mintedToken(user.id, AccountMailKind.PASSWORD_RESET);
    expect(
      (await post('/api/password-reset/confirm', { token: older, password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('/api/password-reset/confirm', { token: newer, password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });

  it('checks the password rules and keeps the link usable after a refusal', async () => {
    const user = await createAccount(gateway, passwordHash);
    await post('/api/password-reset', { email: user.email });
    const token = await mintedToken(user.id, AccountMailKind.PASSWORD_RESET);
    const weak = await graphql(
      gateway.app,
      'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }',
      { variables: { input: { token, password: 'password1234' } } },
    );
    expect(weak.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(weak.body.errors?.[0]?.extensions)).toContain('password');
    expect(
      (await post('/api/password-reset/confirm', { token, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('still asks for the second factor at the next sign-in', async () => {
    const user = await createAccount(gateway, passwordHash);
    const { secret } = await enrol(gateway.app, await signInAs(gateway.app, user.email, PASSWORD));
    await post('/api/password-reset', { email: user.email });
    const token = await mintedToken(user.id, AccountMailKind.PASSWORD_RESET);
    expect(
      (await post('/api/password-reset/confirm', { token, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);

    const step = await passwordStep(gateway.app, user.email, NEW_PASSWORD);
    expect(step.response.json()).toMatchObject({ mfaRequired: true });
    expect(step.response.cookies.some((c) => c.name === SESSION_COOKIE_NAME && c.value)).toBe(
      false,
    );
    // The next time step: the enrolment used this one's code.
    const code = codeOf(secret, currentStep() + 1);
    expect((await codeStep(gateway.app, step.challenge, code)).statusCode).toBe(200);
  });
});

describe('changing the password on the security page', () => {
  it('needs the current password, ends the other sessions and keeps this one', async () => {
    const user = await createAccount(gateway, passwordHash);
    const other = await signInAs(gateway.app, user.email, PASSWORD);
    const current = await signInAs(gateway.app, user.email, PASSWORD);

    const wrong = await post(
      '/api/account/password',
      { currentPassword: 'not-the-password', newPassword: NEW_PASSWORD },
      current,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toHaveProperty('currentPassword');

    const weak = await post(
      '/api/account/password',
      { currentPassword: PASSWORD, newPassword: 'qwertyuiop12' },
      current,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toHaveProperty('newPassword');

    const changed = await post(
      '/api/account/password',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      current,
    );
    expect(changed.statusCode).toBe(200);
    const me = (token: string) =>
      gateway.app.inject({ url: '/api/session', cookies: { [SESSION_COOKIE_NAME]: token } });
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(current)).statusCode).toBe(200);
    expect(await mailsOf(user.id, AccountMailKind.PASSWORD_CHANGED)).toHaveLength(1);
    expect(await eventTypes(user.id)).toContain('auth.password.changed');
  });

  it('needs the code too when two-step sign-in is on', async () => {
    const user = await createAccount(gateway, passwordHash);
    const { secret, token } = await enrol(
      gateway.app,
      await signInAs(gateway.app, user.email, PASSWORD),
    );
    const mutation = 'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) }';
    const withoutCode = await graphql(gateway.app, mutation, {
      token,
      variables: { input: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } },
    });
    expect(withoutCode.body.errors?.[0]?.extensions?.code).toBe('INVALID_MFA_CODE');
    // A fresh time step: the enrolment's code of this step counts as used.
    const withCode = await graphql(gateway.app, mutation, {
      token,
      variables: {
        input: {
          currentPassword: PASSWORD,
          newPassword: NEW_PASSWORD,
          code: codeOf(secret, currentStep() + 1),
        },
      },
    });
    expect(withCode.body).toEqual({ data: { changePassword: true } });
  });

  it('is refused to visitors who are not signed in', async () => {
    const response = await post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('changing the e-mail address', () => {
  it('mails a link to the new address and a notice to the old; the link switches the address once and ends the other sessions', async () => {
    const user = await createAccount(gateway, passwordHash);
    const other = await signInAs(gateway.app, user.email, PASSWORD);
    const current = await signInAs(gateway.app, user.email, PASSWORD);
    const newEmail = `moved-${user.username}@example.net`;

    const asked = await post(
      '/api/account/email',
      { currentPassword: PASSWORD, newEmail },
      current,
    );
    expect(asked.statusCode).toBe(202);
    const [confirm] = await mailsOf(user.id, AccountMailKind.EMAIL_CONFIRM);
    const [notice] = await mailsOf(user.id, AccountMailKind.EMAIL_CHANGE_REQUESTED);
    expect(confirm?.recipient).toBe(newEmail);
    expect(notice?.recipient).toBe(user.email);
    // Nothing changes before the new address confirms it.
    expect((await passwordStep(gateway.app, user.email, PASSWORD)).response.statusCode).toBe(200);

    const token = await mintedToken(user.id, AccountMailKind.EMAIL_CONFIRM);
    const confirmed = await post('/api/account/email/confirm', { token }, current);
    expect(confirmed.statusCode).toBe(200);
    expect((await post('/api/account/email/confirm', { token }, current)).statusCode).toBe(404);

    expect((await passwordStep(gateway.app, user.email, PASSWORD)).response.statusCode).toBe(401);
    expect((await passwordStep(gateway.app, newEmail, PASSWORD)).response.statusCode).toBe(200);
    const me = (token: string) =>
      gateway.app.inject({ url: '/api/session', cookies: { [SESSION_COOKIE_NAME]: token } });
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(current)).statusCode).toBe(200);
    expect(await eventTypes(user.id)).toEqual(
      expect.arrayContaining(['auth.email_change.requested', 'auth.email.changed']),
    );
  });

  it('refuses a wrong password, the same address and another account’s', async () => {
    const user = await createAccount(gateway, passwordHash);
    const someoneElse = await createAccount(gateway, passwordHash);
    const token = await signInAs(gateway.app, user.email, PASSWORD);
    const ask = (payload: object) => post('/api/account/email', payload, token);

    const wrong = await ask({ currentPassword: 'nope-nope', newEmail: 'fresh@example.net' });
    expect(wrong.json().fields).toHaveProperty('currentPassword');
    const same = await ask({ currentPassword: PASSWORD, newEmail: user.email });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toHaveProperty('newEmail');
    const taken = await ask({ currentPassword: PASSWORD, newEmail: someoneElse.email });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toHaveProperty('newEmail');
    expect(await mailsOf(user.id, AccountMailKind.EMAIL_CONFIRM)).toHaveLength(0);
  });
});

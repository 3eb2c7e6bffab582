// Resending a pending invitation (issue 33 item 2): staff get a new link, the old one stops
// working at once, the invitee is e-mailed the new one (through the project's MailCatcher, a
// real SMTP server), and the act is in the audit trail. Members cannot; accepted ones cannot be.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { MailCatcher } from '../../mail/mail-catcher.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { Role } from '../../values/role.js';

const accountOf = (role: Role) => {
  const found = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
};

const PUBLIC_URL = 'https://portal.example.org';

let catcher: MailCatcher;
let gateway: TestGateway;
let admin: string;
let moderator: string;
let member: string;

const cookies = (token: string) => ({ [SESSION_COOKIE_NAME]: token });
const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

beforeAll(async () => {
  catcher = await MailCatcher.start();
  gateway = await startTestGateway({
    seed: true,
    config: { smtpUrl: catcher.url, publicUrl: PUBLIC_URL },
  });
  admin = await signInAs(gateway.app, accountOf(Role.ADMIN).email, DEMO_PASSWORD);
  moderator = await signInAs(gateway.app, accountOf(Role.MODERATOR).email, DEMO_PASSWORD);
  member = await signInAs(gateway.app, accountOf(Role.MEMBER).email, DEMO_PASSWORD);
});

afterAll(async () => {
  await gateway?.close();
  await catcher?.close();
});

interface Sent {
  id: string;
  email: string;
  link: string;
  emailSent: boolean;
  expiresAt: string;
}

async function invite(email: string): Promise<Sent> {
  const { body } = await graphql<{ inviteMember: Sent }>(
    gateway.app,
    'mutation ($email: String!) { inviteMember(email: $email) { id email link emailSent expiresAt } }',
    { token: admin, variables: { email } },
  );
  if (!body.data) throw new Error(JSON.stringify(body));
  return body.data.inviteMember;
}

const resend = (id: string, token = moderator) =>
  gateway.app.inject({
    method: 'POST',
    url: `/api/admin/invitations/${id}/resend`,
    cookies: cookies(token),
  });

const preview = (link: string) =>
  graphql(gateway.app, 'query ($token: String!) { invitation(token: $token) { email } }', {
    variables: { token: tokenOf(link) },
  });

const mailsTo = (email: string) => catcher.to(email);

describe('resendInvitation', () => {
  it('gives a new link, stops the old one, e-mails the new one, and is recorded', async () => {
    const email = `resent-${randomUUID().slice(0, 8)}@example.net`;
    const first = await invite(email);
    expect(mailsTo(email)).toHaveLength(1);

    const response = await resend(first.id);
    expect(response.statusCode, response.body).toBe(200);
    const again = response.json<Sent>();
    expect(again).toMatchObject({ id: first.id, email, emailSent: true });
    expect(again.link).not.toBe(first.link);
    expect(again.link.startsWith(`${PUBLIC_URL}/join/`)).toBe(true);

    expect((await preview(first.link)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await preview(again.link)).body.data).toEqual({ invitation: { email } });
    const mails = mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain(again.link);
    expect(mails[1]?.text).not.toContain(first.link);

    const audit = await gateway.app.inject({
      url: '/api/admin/audit',
      query: { subject: first.id },
      cookies: cookies(moderator),
    });
    expect(audit.json().entries).toMatchObject([
      {
        action: 'invitation.resent',
        subjectKind: 'invitation',
        subjectTitle: email,
        scope: 'moderation',
      },
    ]);
  });

  it('works through GraphQL for an expired invitation too', async () => {
    const email = `expired-${randomUUID().slice(0, 8)}@example.net`;
    const first = await invite(email);
    await gateway.orm.em
      .fork()
      .getConnection()
      .execute("update invitations set expires_at = now() - interval '1 day' where id = ?", [
        first.id,
      ]);
    const { body } = await graphql<{ resendInvitation: Sent }>(
      gateway.app,
      'mutation ($id: UUID!) { resendInvitation(id: $id) { id link expiresAt } }',
      { token: admin, variables: { id: first.id } },
    );
    expect(body.errors).toBeUndefined();
    const link = body.data?.resendInvitation.link ?? '';
    expect(new Date(body.data?.resendInvitation.expiresAt ?? 0).getTime()).toBeGreaterThan(
      Date.now(),
    );
    expect((await preview(link)).body.data).toEqual({ invitation: { email } });
  });

  it('is for staff, and only for a pending invitation', async () => {
    const email = `refused-${randomUUID().slice(0, 8)}@example.net`;
    const first = await invite(email);
    expect((await resend(first.id, member)).statusCode).toBe(403);
    const anonymous = await gateway.app.inject({
      method: 'POST',
      url: `/api/admin/invitations/${first.id}/resend`,
    });
    expect(anonymous.statusCode).toBe(401);
    const gql = await graphql(
      gateway.app,
      'mutation ($id: UUID!) { resendInvitation(id: $id) { id } }',
      { token: member, variables: { id: first.id } },
    );
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await preview(first.link)).body.data).toEqual({ invitation: { email } });

    const accepted = await graphql(
      gateway.app,
      'mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { id } }',
      {
        variables: {
          input: {
            token: tokenOf(first.link),
            fullName: 'Hodan Ismail Farah',
            username: `hodan_${randomUUID().slice(0, 6)}`,
            password: 'a long and unusual passphrase 42',
          },
        },
      },
    );
    expect(accepted.body.errors).toBeUndefined();
    expect((await resend(first.id)).statusCode).toBe(404);
    expect((await resend('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

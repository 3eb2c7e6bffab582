// Every list field is paged: the staff queues and a member's own lists take `limit` and
// `offset` like the other lists, so no answer is unbounded and an item past the first page can
// be reached. Each list is checked against its own first page: pages of one item, read one
// after the other, give the same items in the same order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_PAGE } from '../errors/input-checks.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../exports/db.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../test/test-gateway.js';
import { Role } from '../values/role.js';

let gateway: TestGateway;
let moderator: string;

const email = (role: Role) => DEMO_ACCOUNTS.find((account) => account.role === role)?.email ?? '';

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  moderator = await signInAs(gateway.app, email(Role.MODERATOR), DEMO_PASSWORD);
  // Two open invitations, so that that list has a second page too.
  for (const address of ['paged.one@example.org', 'paged.two@example.org']) {
    const { body } = await graphql(
      gateway.app,
      'mutation ($email: String!) { inviteMember(email: $email) { emailSent } }',
      { token: moderator, variables: { email: address } },
    );
    expect(body.errors).toBeUndefined();
  }
});

afterAll(async () => {
  await gateway?.close();
});

/** Staff lists with at least two items in the demo data. */
const QUEUES = [
  'pendingNews',
  'pendingReviews',
  'pendingContent',
  'pendingLawyerReviews',
  'membershipApplications',
  'invitations',
] as const;

async function ids(field: string, page = ''): Promise<string[]> {
  const { body } = await graphql<Record<string, { id: string }[]>>(
    gateway.app,
    `{ list: ${field}${page} { id } }`,
    { token: moderator },
  );
  expect(body.errors, field).toBeUndefined();
  return (body.data?.list ?? []).map((row) => row.id);
}

describe('queue pages', () => {
  it.each(QUEUES)('%s: pages of one follow the first page', async (field) => {
    const all = await ids(field);
    expect(all.length, field).toBeGreaterThanOrEqual(2);
    expect(await ids(field, '(limit: 1)')).toEqual(all.slice(0, 1));
    expect(await ids(field, '(limit: 1, offset: 1)')).toEqual(all.slice(1, 2));
    expect(await ids(field, `(offset: ${all.length})`)).toEqual([]);
  });

  it.each([
    ['limit: 0', 'limit'],
    [`limit: ${QUEUE_PAGE.max + 1}`, 'limit'],
    ['offset: -1', 'offset'],
  ])('refuses %s with BAD_USER_INPUT naming the argument', async (args, argument) => {
    for (const field of [...QUEUES, 'myConsultationRequests']) {
      const { body } = await graphql(gateway.app, `{ ${field}(${args}) { id } }`, {
        token: moderator,
      });
      const error = body.errors?.[0];
      expect(error?.extensions?.code, field).toBe('BAD_USER_INPUT');
      expect(error?.message, field).toContain(argument);
    }
  });
});

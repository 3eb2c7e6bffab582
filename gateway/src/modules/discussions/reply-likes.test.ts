import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { seedUuid } from '../../seed/seed-uuid.js';
import { countStatements } from '../../test/count-statements.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { NotificationKind } from '../../values/notification-kind.js';
import { Role } from '../../values/role.js';

// Likes on replies (issue 32 item 5): another member's reply only, counted once per member, in
// both APIs, the counts of a page's replies read in one statement.
const account = (role: Role) => DEMO_ACCOUNTS.find((demo) => demo.role === role);
const memberAccount = account(Role.MEMBER);
const memberId = seedUuid(`user:${memberAccount?.username}`);

let gateway: TestGateway;
let member: string;
let admin: string;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  member = await signInAs(gateway.app, memberAccount?.email ?? '', DEMO_PASSWORD);
  admin = await signInAs(gateway.app, account(Role.ADMIN)?.email ?? '', DEMO_PASSWORD);
});

afterAll(async () => {
  await gateway.close();
});

const TOGGLE = `mutation ($replyId: UUID!) {
  toggleDiscussionReplyLike(replyId: $replyId) { id likes likedByMe }
}`;

/** A discussion by the admin with a reply by the member. */
async function replyByMember(): Promise<{ discussionId: string; replyId: string }> {
  const { body } = await graphql<{ createDiscussion: { id: string } }>(
    gateway.app,
    'mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { id } }',
    {
      token: admin,
      variables: { input: { title: 'Likes on replies', content: 'Which reply helped most?' } },
    },
  );
  const discussionId = body.data?.createDiscussion.id ?? '';
  const { body: replied } = await graphql<{ replyToDiscussion: { id: string } }>(
    gateway.app,
    'mutation ($input: ReplyToDiscussionInput!) { replyToDiscussion(input: $input) { id } }',
    { token: member, variables: { input: { discussionId, content: 'This one, I hope.' } } },
  );
  return { discussionId, replyId: replied.data?.replyToDiscussion.id ?? '' };
}

const toggle = (replyId: string, token: string) =>
  graphql<{ toggleDiscussionReplyLike: { likes: number; likedByMe: boolean } }>(
    gateway.app,
    TOGGLE,
    { token, variables: { replyId } },
  );

describe('liking a reply', () => {
  it('another member likes and takes the like back; the author is told once', async () => {
    const { replyId } = await replyByMember();
    expect((await toggle(replyId, admin)).body.data?.toggleDiscussionReplyLike).toMatchObject({
      likes: 1,
      likedByMe: true,
    });
    expect((await toggle(replyId, admin)).body.data?.toggleDiscussionReplyLike).toMatchObject({
      likes: 0,
      likedByMe: false,
    });
    await toggle(replyId, admin);
    const notices = await tablesOf(gateway.orm.em.fork())
      .selectFrom('notifications')
      .select('kind')
      .where('recipient_id', '=', memberId)
      .where('kind', '=', NotificationKind.DISCUSSION_REPLY_LIKE)
      .execute();
    expect(notices).toHaveLength(1);
  });

  it("refuses one's own reply, naming the field, in both APIs", async () => {
    const { replyId } = await replyByMember();
    expect((await toggle(replyId, member)).body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { replyId: 'cannot be your own reply' },
    });
    const rest = await gateway.app.inject({
      method: 'PUT',
      url: `/api/discussion-replies/${replyId}/like`,
      cookies: { [SESSION_COOKIE_NAME]: member },
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ fields: { replyId: 'cannot be your own reply' } });
  });

  it('over REST: PUT likes, again changes nothing, DELETE takes it back; 404 and 401', async () => {
    const { discussionId, replyId } = await replyByMember();
    const call = (method: 'PUT' | 'DELETE', id = replyId, token: string | null = admin) =>
      gateway.app.inject({
        method,
        url: `/api/discussion-replies/${id}/like`,
        cookies: token ? { [SESSION_COOKIE_NAME]: token } : {},
      });
    const likes = async () => {
      const { body } = await graphql<{
        discussion: { replyList: { likes: number; likedByMe: boolean }[] };
      }>(
        gateway.app,
        'query ($id: UUID!) { discussion(id: $id) { replyList { likes likedByMe } } }',
        {
          token: admin,
          variables: { id: discussionId },
        },
      );
      return body.data?.discussion.replyList[0];
    };
    expect((await call('PUT')).statusCode).toBe(204);
    expect((await call('PUT')).statusCode).toBe(204);
    expect(await likes()).toEqual({ likes: 1, likedByMe: true });
    expect((await call('DELETE')).statusCode).toBe(204);
    expect((await call('DELETE')).statusCode).toBe(204);
    expect(await likes()).toEqual({ likes: 0, likedByMe: false });
    expect((await call('PUT', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('PUT', replyId, null)).statusCode).toBe(401);
  });

  it("reads a page's reply likes in a fixed number of statements, whatever the replies", async () => {
    const statementsFor = (id: string) =>
      countStatements(() =>
        graphql(
          gateway.app,
          'query ($id: UUID!) { discussion(id: $id) { replyList { contentHtml likes likedByMe } } }',
          { token: member, variables: { id } },
        ),
      );
    // Seeded discussions 3 and 7 have 8 replies and 1 reply.
    const many = await statementsFor(seedUuid('discussion:3'));
    const one = await statementsFor(seedUuid('discussion:7'));
    expect(many).toBe(one);
  });
});

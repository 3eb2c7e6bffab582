import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { Role } from '../../values/role.js';

// Editing and deleting posts (issue 32 item 3): the author, or staff with a reason; the earlier
// text kept as revisions that staff alone read and nobody can rewrite.
const account = (role: Role) => DEMO_ACCOUNTS.find((demo) => demo.role === role)?.email ?? '';

let gateway: TestGateway;
let author: string;
let other: string;
let moderator: string;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  author = await signInAs(gateway.app, account(Role.MEMBER), DEMO_PASSWORD);
  moderator = await signInAs(gateway.app, account(Role.MODERATOR), DEMO_PASSWORD);
  other = await signInAs(gateway.app, account(Role.ADMIN), DEMO_PASSWORD);
});

afterAll(async () => {
  await gateway.close();
});

const POST_FIELDS = `id title content contentHtml editedAt deleted
  revisions { title content editorName reason replacedAt }
  replyList { id content editedAt deleted revisions { content reason } }`;

async function newDiscussion(token = author): Promise<{ id: string; replyId: string }> {
  const { body } = await graphql<{ createDiscussion: { id: string } }>(
    gateway.app,
    'mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { id } }',
    {
      token,
      variables: { input: { title: 'Original title', content: 'The first version of the post.' } },
    },
  );
  const id = body.data?.createDiscussion.id ?? '';
  const { body: replied } = await graphql<{ replyToDiscussion: { id: string } }>(
    gateway.app,
    'mutation ($input: ReplyToDiscussionInput!) { replyToDiscussion(input: $input) { id } }',
    { token, variables: { input: { discussionId: id, content: 'A first reply.' } } },
  );
  return { id, replyId: replied.data?.replyToDiscussion.id ?? '' };
}

async function read(id: string, token: string) {
  const { body } = await graphql<{
    discussion: {
      title: string;
      content: string;
      contentHtml: string;
      editedAt: string | null;
      deleted: boolean;
      revisions:
        | { title: string; content: string; editorName: string; reason: string | null }[]
        | null;
      replyList: {
        content: string;
        editedAt: string | null;
        deleted: boolean;
        revisions: { content: string; reason: string | null }[] | null;
      }[];
    };
  }>(gateway.app, `query ($id: UUID!) { discussion(id: $id) { ${POST_FIELDS} } }`, {
    token,
    variables: { id },
  });
  return body.data?.discussion;
}

const EDIT = `mutation ($input: EditDiscussionInput!) { editDiscussion(input: $input) { editedAt title } }`;
const EDIT_REPLY = `mutation ($input: EditDiscussionReplyInput!) {
  editDiscussionReply(input: $input) { content editedAt }
}`;

describe('editing a post', () => {
  it('the author edits: marked edited, the earlier text kept for staff only', async () => {
    const { id, replyId } = await newDiscussion();
    const edited = await graphql<{ editDiscussion: { editedAt: string; title: string } }>(
      gateway.app,
      EDIT,
      {
        token: author,
        variables: { input: { id, title: 'Better title', content: 'The **second** version.' } },
      },
    );
    expect(edited.body.data?.editDiscussion.title).toBe('Better title');
    expect(edited.body.data?.editDiscussion.editedAt).toEqual(expect.any(String));
    await graphql(gateway.app, EDIT_REPLY, {
      token: author,
      variables: { input: { id: replyId, content: 'A corrected reply.' } },
    });

    const asStaff = await read(id, moderator);
    expect(asStaff?.contentHtml).toBe('<p>The <strong>second</strong> version.</p>\n');
    expect(asStaff?.revisions).toEqual([
      expect.objectContaining({
        title: 'Original title',
        content: 'The first version of the post.',
        reason: null,
      }),
    ]);
    expect(asStaff?.replyList[0]).toMatchObject({
      content: 'A corrected reply.',
      editedAt: expect.any(String),
      revisions: [{ content: 'A first reply.', reason: null }],
    });
    const asMember = await read(id, author);
    expect(asMember?.revisions).toBeNull();
    expect(asMember?.replyList[0]?.revisions).toBeNull();
  });

  it('refuses another member, staff without a reason, and a text out of bounds', async () => {
    const { id } = await newDiscussion();
    const edit = (token: string, input: Record<string, unknown>) =>
      graphql(gateway.app, EDIT, { token, variables: { input: { id, ...input } } });
    // A member may not change someone else's post.
    const admins = await newDiscussion(other);
    const byMember = await graphql(gateway.app, EDIT, {
      token: author,
      variables: { input: { id: admins.id, content: 'Taking over this post.' } },
    });
    expect(byMember.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await edit(moderator, { content: 'Moderated text.' })).body.errors?.[0]?.extensions,
    ).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { reason: 'must be 3 to 500 characters long' },
    });
    expect((await edit(author, { content: 'short' })).body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { content: 'must be 10 to 20000 characters long' },
    });
    const staffEdit = await edit(moderator, {
      content: 'Moderated text, personal data removed.',
      reason: 'Personal data',
    });
    expect(staffEdit.body.errors).toBeUndefined();
    expect((await read(id, other))?.revisions?.[0]).toMatchObject({
      reason: 'Personal data',
      editorName: expect.any(String),
    });
  });
});

describe('deleting a post', () => {
  it('a deleted reply reads as deleted, its text gone from the thread and kept for staff', async () => {
    const { id, replyId } = await newDiscussion();
    const { body } = await graphql<{
      deleteDiscussionReply: { deleted: boolean; content: string };
    }>(
      gateway.app,
      'mutation ($id: UUID!) { deleteDiscussionReply(id: $id) { deleted content } }',
      { token: author, variables: { id: replyId } },
    );
    expect(body.data?.deleteDiscussionReply).toEqual({ deleted: true, content: '' });
    const asStaff = await read(id, moderator);
    expect(asStaff?.replyList[0]).toMatchObject({
      deleted: true,
      content: '',
      revisions: [{ content: 'A first reply.' }],
    });
    // A deleted post is not edited back to life.
    const again = await graphql(gateway.app, EDIT_REPLY, {
      token: author,
      variables: { input: { id: replyId, content: 'Back again.' } },
    });
    expect(again.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { id: 'is a deleted post' },
    });
  });

  it('over REST: staff delete with a reason, 400 without one, 404 for none', async () => {
    const { id } = await newDiscussion();
    const remove = (reason?: string) =>
      gateway.app.inject({
        method: 'DELETE',
        url: `/api/discussions/${id}${reason ? `?reason=${encodeURIComponent(reason)}` : ''}`,
        cookies: { [SESSION_COOKIE_NAME]: moderator },
      });
    const refused = await remove();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { reason: expect.any(String) } });
    expect((await remove('Spam')).statusCode).toBe(204);
    expect((await read(id, author))?.deleted).toBe(true);
    const missing = await gateway.app.inject({
      method: 'PATCH',
      url: '/api/discussion-replies/00000000-0000-4000-8000-000000000000',
      cookies: { [SESSION_COOKIE_NAME]: author },
      payload: { content: 'Nothing here.' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('nobody can rewrite a revision, not even the database owner', async () => {
    const { id } = await newDiscussion();
    await graphql(gateway.app, EDIT, {
      token: author,
      variables: { input: { id, content: 'Edited once, for the record.' } },
    });
    const rewrite = tablesOf(gateway.orm.em.fork())
      .updateTable('post_revisions')
      .set({ content: 'Forged' })
      .where('discussion_id', '=', id)
      .execute();
    await expect(rewrite).rejects.toThrow(/never changed/);
  });
});

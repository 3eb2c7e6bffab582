import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { SubmissionStatus } from '../../values/submission-values.js';

// A rejected submission can be edited by its author and sent again (issue 31 item 6): a new
// pending one that names the earlier, which keeps its decision and reason for staff.
let gateway: TestGateway;
let author: string;
let other: string;
let moderator: string;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  author = await signInAs(gateway.app, 'member@example.org', DEMO_PASSWORD);
  other = await signInAs(gateway.app, 'hodan.farah@example.org', DEMO_PASSWORD);
  moderator = await signInAs(gateway.app, 'moderator@example.org', DEMO_PASSWORD);
}, 60_000);

afterAll(async () => {
  await gateway.close();
});

async function submitted(): Promise<string> {
  const { body } = await graphql<{ submitNews: { id: string } }>(
    gateway.app,
    'mutation ($input: SubmitNewsInput!) { submitNews(input: $input) { id } }',
    {
      token: author,
      variables: { input: { title: 'First try', content: 'The first version of the news.' } },
    },
  );
  return body.data?.submitNews.id ?? '';
}

/** As the worker applies a rejection (the decision pipeline has its own tests). */
async function reject(id: string, reason: string) {
  await tablesOf(gateway.orm.em.fork())
    .updateTable('content_submissions')
    .set({
      status: SubmissionStatus.REJECTED,
      rejection_reason: reason,
      decided_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

const RESUBMIT = `mutation ($input: ResubmitContentInput!) {
  resubmitContent(input: $input) {
    id status title content resubmissionOf { id title rejectionReason decidedAt }
  }
}`;

function resubmit(token: string, input: Record<string, unknown>) {
  return graphql<{
    resubmitContent: {
      id: string;
      status: string;
      title: string;
      content: string;
      resubmissionOf: { id: string; title: string; rejectionReason: string; decidedAt: string };
    };
  }>(gateway.app, RESUBMIT, { token, variables: { input } });
}

describe('sending a rejected submission again', () => {
  it('refuses one still pending (CONFLICT) and someone else’s (NOT_FOUND)', async () => {
    const id = await submitted();
    const pending = await resubmit(author, { id, title: 'Again', content: 'Edited text.' });
    expect(pending.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    await reject(id, 'Too short');
    const notMine = await resubmit(other, { id, title: 'Again', content: 'Edited text.' });
    expect(notMine.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const noTitle = await resubmit(author, { id, title: ' ', content: 'Edited text.' });
    expect(noTitle.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(noTitle.body.errors?.[0]?.message).toContain('title');
  });

  it('makes a new pending submission that keeps the earlier decision, once', async () => {
    const id = await submitted();
    await reject(id, 'Add the source of the figures');
    const again = await resubmit(author, {
      id,
      title: 'Second try',
      content: 'The second version, with its source.',
    });
    const sent = again.body.data?.resubmitContent;
    expect(sent).toMatchObject({
      status: 'PENDING',
      title: 'Second try',
      content: 'The second version, with its source.',
      resubmissionOf: { id, title: 'First try', rejectionReason: 'Add the source of the figures' },
    });
    expect(sent?.id).not.toBe(id);

    // Staff see it in the news queue with the earlier decision; the earlier one is unchanged.
    const { body } = await graphql<{
      pendingContent: { id: string; resubmissionOf: { rejectionReason: string } | null }[];
    }>(gateway.app, '{ pendingContent(types: [NEWS]) { id resubmissionOf { rejectionReason } } }', {
      token: moderator,
    });
    expect(body.data?.pendingContent.find((item) => item.id === sent?.id)?.resubmissionOf).toEqual({
      rejectionReason: 'Add the source of the figures',
    });
    const { body: mine } = await graphql<{
      mySubmissions: {
        id: string;
        status: string;
        rejectionReason: string;
        resubmitted: boolean;
      }[];
    }>(gateway.app, '{ mySubmissions { id status rejectionReason resubmitted } }', {
      token: author,
    });
    expect(mine.data?.mySubmissions.find((item) => item.id === id)).toEqual({
      id,
      status: 'REJECTED',
      rejectionReason: 'Add the source of the figures',
      resubmitted: true,
    });

    const twice = await resubmit(author, { id, title: 'Third', content: 'Once more.' });
    expect(twice.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('has a REST twin answering 201, 400 naming the field', async () => {
    const id = await submitted();
    await reject(id, 'Off-topic');
    const refused = await gateway.app.inject({
      method: 'POST',
      url: `/api/submissions/${id}/resubmit`,
      payload: { title: 'Again', content: '   ' },
      cookies: { [SESSION_COOKIE_NAME]: author },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('content');
    const sent = await gateway.app.inject({
      method: 'POST',
      url: `/api/submissions/${id}/resubmit`,
      payload: { title: 'Again', content: 'On topic now.' },
      cookies: { [SESSION_COOKIE_NAME]: author },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ title: 'Again', status: 'pending' });
  });
});

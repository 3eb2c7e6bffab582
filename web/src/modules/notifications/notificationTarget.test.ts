import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notificationTarget.js';

describe('notificationTarget', () => {
  it('opens a reply’s notice at the reply, a post’s at the discussion', () => {
    const discussion = { id: 'd1', replyId: 'r1' };
    expect(notificationTarget({ kind: 'DISCUSSION_REPLY', discussion })).toBe(
      '/discussions/d1#reply-r1',
    );
    expect(
      notificationTarget({ kind: 'DISCUSSION_LIKE', discussion: { id: 'd1', replyId: null } }),
    ).toBe('/discussions/d1');
  });

  it('opens a connection request on the connections page, an answer on the member', () => {
    expect(notificationTarget({ kind: 'CONNECTION_REQUEST', actor: { id: 'm1' } })).toBe(
      '/connections',
    );
    expect(notificationTarget({ kind: 'CONNECTION_ACCEPTED', actor: { id: 'm1' } })).toBe(
      '/members/m1',
    );
  });
});

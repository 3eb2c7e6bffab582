import { expect, it } from 'vitest';
import { useTestOrm } from '../../test/test-orm.js';
import { MfaChallenge } from '../users/mfa.entity.js';
import { Session } from '../users/session.entity.js';
import { hashSessionToken, purgeExpiredSessions } from '../users/session-store.js';
import { User } from '../users/user.entity.js';

const db = useTestOrm();

it('deletes every session whose expiry has passed by `now`, of every user, and keeps the rest', async () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
  const em = db.orm.em.fork();
  const users = ['a', 'b'].map((name) =>
    em.create(User, {
      fullName: `Member ${name}`,
      username: `member-${name}`,
      email: `member-${name}@example.org`,
      passwordHash: 'not-a-real-hash',
    }),
  );
  const sessions: [token: string, user: User, expiresAt: Date][] = [
    ['expired-long-ago', users[0] as User, at(-30 * 24 * 3600_000)],
    ['expired-just-now', users[1] as User, at(0)],
    ['live-for-a-second', users[0] as User, at(1000)],
    ['live-for-a-month', users[1] as User, at(30 * 24 * 3600_000)],
  ];
  for (const [token, user, expiresAt] of sessions) {
    em.create(Session, { id: hashSessionToken(token), user, expiresAt });
  }
  // Second-step challenges of sign-ins left half done: the expired one goes too.
  em.create(MfaChallenge, { id: 'a'.repeat(64), user: users[0] as User, expiresAt: at(-1000) });
  em.create(MfaChallenge, { id: 'b'.repeat(64), user: users[1] as User, expiresAt: at(60_000) });
  await em.flush();

  expect(await purgeExpiredSessions(db.orm.em.fork(), now)).toBe(2);

  const left = await db.orm.em.fork().find(Session, {}, { orderBy: { expiresAt: 'asc' } });
  expect(left.map((session) => session.id)).toEqual(
    ['live-for-a-second', 'live-for-a-month'].map(hashSessionToken),
  );
  expect(await purgeExpiredSessions(db.orm.em.fork(), now)).toBe(0);
  const challenges = await db.orm.em.fork().find(MfaChallenge, {});
  expect(challenges.map((challenge) => challenge.id)).toEqual(['b'.repeat(64)]);
});

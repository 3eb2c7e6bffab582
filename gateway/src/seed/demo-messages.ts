import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../db/tables.js';
import { seedUuid } from './seed-uuid.js';

const MINUTE_MS = 60 * 1000;
/** The conversations happen on the days before this moment. */
const DEMO_MESSAGES_END = Date.UTC(2026, 10, 20, 16, 0, 0);

interface DemoLine {
  /** Username of the sender; the other end is `with` or the demo member. */
  from: string;
  subject?: string;
  content: string;
  /** Minutes before DEMO_MESSAGES_END. */
  minutesAgo: number;
  unread?: boolean;
}

const DEMO_MEMBER = 'amina.abdi';

/** The demo member's unread messages (the spec's sidebar showed a badge of 2). */
export const DEMO_UNREAD_MESSAGES = 2;

/** The demo member's conversations: two messages from Hodan Farah are unread (badge 2). */
export const DEMO_CONVERSATIONS: readonly { with: string; lines: readonly DemoLine[] }[] = [
  {
    with: 'hodan.farah',
    lines: [
      {
        from: 'hodan.farah',
        subject: 'Custody hearing next week',
        content:
          'Salaam Amina, could you cover the custody hearing at the Benadir regional court on Tuesday? My client agreed.',
        minutesAgo: 26 * 60,
      },
      {
        from: DEMO_MEMBER,
        content: 'Yes, I can. Please send me the file and the last order of the court.',
        minutesAgo: 25 * 60,
      },
      {
        from: 'hodan.farah',
        content: 'Thank you! I will bring the file to the association office tomorrow morning.',
        minutesAgo: 50,
        unread: true,
      },
      {
        from: 'hodan.farah',
        content: 'The hearing starts at 9:00, room 3.',
        minutesAgo: 45,
        unread: true,
      },
    ],
  },
  {
    with: 'abdirahman.warsame',
    lines: [
      {
        from: 'abdirahman.warsame',
        subject: 'Newsletter article',
        content:
          'Your article on maintenance orders is approved for the next newsletter. Would you add a short summary?',
        minutesAgo: 3 * 24 * 60,
      },
      {
        from: DEMO_MEMBER,
        content: 'Of course, I will send a summary of about 100 words today.',
        minutesAgo: 3 * 24 * 60 - 40,
      },
    ],
  },
  {
    with: 'mohamed.nur',
    lines: [
      {
        from: DEMO_MEMBER,
        subject: 'Training on the new procedure code',
        content: 'Are you joining the training on the new civil procedure code on Saturday?',
        minutesAgo: 2 * 24 * 60,
      },
      {
        from: 'mohamed.nur',
        content: 'Yes, I registered last week. See you there.',
        minutesAgo: 2 * 24 * 60 - 90,
      },
      {
        from: DEMO_MEMBER,
        content: 'Great, see you on Saturday.',
        minutesAgo: 2 * 24 * 60 - 100,
      },
    ],
  },
];

/**
 * A few conversations of the demo member (newest first in the list: Hodan Farah with two unread
 * messages, then Mohamed Nur, then the moderator). Fixed ids and times: every run is the same.
 * Inside the seed's transaction, after the people (it flushes them first).
 */
export async function seedDemoMessages(em: EntityManager): Promise<void> {
  await em.flush();
  const rows = DEMO_CONVERSATIONS.flatMap((conversation) =>
    conversation.lines.map((line, index) => {
      const to = line.from === DEMO_MEMBER ? conversation.with : DEMO_MEMBER;
      const createdAt = new Date(DEMO_MESSAGES_END - line.minutesAgo * MINUTE_MS);
      return {
        id: seedUuid(`message:${conversation.with}:${index}`),
        sender_id: seedUuid(`user:${line.from}`),
        recipient_id: seedUuid(`user:${to}`),
        subject: line.subject ?? null,
        content: line.content,
        created_at: createdAt.toISOString(),
        read_at: line.unread ? null : new Date(createdAt.getTime() + 5 * MINUTE_MS).toISOString(),
      };
    }),
  );
  await tablesOf(em).insertInto('messages').values(rows).execute();
  // The others were last seen when they wrote last.
  for (const conversation of DEMO_CONVERSATIONS) {
    const last = Math.min(...conversation.lines.map((line) => line.minutesAgo));
    await tablesOf(em)
      .updateTable('users')
      .set({ last_seen_at: new Date(DEMO_MESSAGES_END - last * MINUTE_MS).toISOString() })
      .where('id', '=', seedUuid(`user:${conversation.with}`))
      .execute();
  }
}

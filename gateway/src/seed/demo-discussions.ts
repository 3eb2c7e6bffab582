import type { EntityManager } from '@mikro-orm/postgresql';
import {
  Discussion,
  DiscussionLike,
  DiscussionReply,
  DiscussionReplyLike,
  DiscussionView,
  DiscussionWatch,
  PostFlag,
  PostMention,
  PostRevision,
} from '../modules/discussions/index.js';
import { mentionedIds } from '../shared/post-markdown.js';
import { PostFlagReason } from '../values/post-flag.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { SEED_DISCUSSIONS, SEED_FORMATTED_REPLIES, SEED_REPLY_TEXTS } from './discussions.data.js';
import { SEED_MEMBERS } from './members.data.js';
import { seedUuid } from './seed-uuid.js';

const HOUR_MS = 60 * 60 * 1000;
const FIRST_DISCUSSION_AT = Date.UTC(2026, 8, 1, 8, 0, 0);
const DISCUSSION_INTERVAL_MS = 49 * HOUR_MS;
const MAX_REPLIES = 8;
const MAX_LIKES = 11;

/**
 * The demo discussions with replies, likes and views, spread over the seeded people by fixed
 * rotations (no randomness), so that every run produces the same rows. Call after the people.
 */
export function seedDemoDiscussions(em: EntityManager): void {
  const people = [...DEMO_ACCOUNTS, ...SEED_MEMBERS].map((person) =>
    seedUuid(`user:${person.username}`),
  );
  // The k-th member in a discussion's rotation: steps of 3 visit every one of the 44 people once.
  const personAt = (start: number, k: number) => people[(start + k * 3) % people.length] as string;

  SEED_DISCUSSIONS.forEach((data, index) => {
    const id = seedUuid(`discussion:${index}`);
    const createdAt = FIRST_DISCUSSION_AT + index * DISCUSSION_INTERVAL_MS + (index % 5) * HOUR_MS;
    const author = people[(index * 7 + 3) % people.length] as string;
    const discussionAuthor = author;
    em.create(Discussion, {
      id,
      title: data.title,
      content: data.content,
      author,
      practiceArea: data.area && seedUuid(`practice-area:${data.area}`),
      createdAt: new Date(createdAt),
      // Its last reply's time (below), or its own.
      lastActivityAt: new Date(createdAt + ((index * 5 + 2) % (MAX_REPLIES + 1)) * 3 * HOUR_MS),
    });

    mentionsOf(em, people, data.content, `discussion:${index}`, id, null, createdAt);

    // Its author watches it, as every new discussion's does.
    em.create(DiscussionWatch, {
      id: seedUuid(`discussion:${index}:watch`),
      discussion: id,
      user: author,
      createdAt: new Date(createdAt),
    });

    const replies = (index * 5 + 2) % (MAX_REPLIES + 1);
    for (let k = 0; k < replies; k += 1) {
      const replyId = seedUuid(`discussion:${index}:reply:${k}`);
      const formatted = SEED_FORMATTED_REPLIES.get(`${index}:${k}`);
      const content =
        formatted?.content ??
        (SEED_REPLY_TEXTS[(index * 3 + k) % SEED_REPLY_TEXTS.length] as string);
      const at = createdAt + (k + 1) * 3 * HOUR_MS;
      const author = personAt(index * 11 + 1, k);
      em.create(DiscussionReply, {
        id: replyId,
        discussion: id,
        author,
        content,
        createdAt: new Date(at),
        // An edited reply: its author changed it an hour later, the first text kept.
        editedAt: formatted?.before ? new Date(at + HOUR_MS) : null,
      });
      if (formatted?.before) {
        em.create(PostRevision, {
          id: seedUuid(`discussion:${index}:reply:${k}:revision:0`),
          discussion: id,
          reply: replyId,
          content: formatted.before,
          editor: author,
          createdAt: new Date(at + HOUR_MS),
        });
      }
      mentionsOf(em, people, content, `discussion:${index}:reply:${k}`, id, replyId, at);
      // The discussion's author liked the replies that answer them (likes on replies show).
      if (formatted && author !== discussionAuthor) {
        em.create(DiscussionReplyLike, {
          id: seedUuid(`discussion:${index}:reply:${k}:like:author`),
          reply: replyId,
          user: discussionAuthor,
          createdAt: new Date(at + 2 * HOUR_MS),
        });
      }
    }

    // Those who liked it are among the first of those who viewed it.
    const likes = (index * 7) % (MAX_LIKES + 1);
    const views = Math.min(people.length, likes + ((index * 13) % 20) + 2);
    for (let k = 0; k < views; k += 1) {
      const user = personAt(index, k);
      const at = new Date(createdAt + (k + 1) * HOUR_MS);
      em.create(DiscussionView, {
        id: seedUuid(`discussion:${index}:view:${k}`),
        discussion: id,
        user,
        createdAt: at,
      });
      if (k < likes) {
        em.create(DiscussionLike, {
          id: seedUuid(`discussion:${index}:like:${k}`),
          discussion: id,
          user,
          createdAt: at,
        });
      }
    }
  });

  // A reply two members flagged (below the threshold: still shown), so that the moderators'
  // Flagged posts queue has something to decide at once.
  const flagged = seedUuid('discussion:0:reply:0');
  const flaggedAt = FIRST_DISCUSSION_AT + 30 * HOUR_MS;
  [
    { by: 5, reason: PostFlagReason.OFF_TOPIC, note: null },
    { by: 8, reason: PostFlagReason.OTHER, note: 'Reads like an advertisement for a firm.' },
  ].forEach((flag, k) => {
    em.create(PostFlag, {
      id: seedUuid(`discussion:0:reply:0:flag:${k}`),
      discussion: seedUuid('discussion:0'),
      reply: flagged,
      flagger: people[flag.by] as string,
      reason: flag.reason,
      note: flag.note,
      createdAt: new Date(flaggedAt + k * HOUR_MS),
    });
  });
}

/** The post_mentions of a seeded post: the seeded people its text mentions. */
function mentionsOf(
  em: EntityManager,
  people: readonly string[],
  content: string,
  key: string,
  discussion: string,
  reply: string | null,
  at: number,
): void {
  for (const member of mentionedIds(content).filter((id) => people.includes(id))) {
    em.create(PostMention, {
      id: seedUuid(`${key}:mention:${member}`),
      discussion,
      reply,
      member,
      createdAt: new Date(at),
    });
  }
}

import type { PubSub } from '@graphql-yoga/subscription';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { Logger } from '../../logging/logger.js';
import {
  countUnreadMessagesOf,
  type MessageRow,
  type ReadReceipt,
  readLastSeen,
  writeLastSeen,
} from './messages.service.js';

/** A message as it travels through Redis (JSON: dates as ISO strings). */
export interface MessageWire extends Omit<MessageRow, 'readAt' | 'createdAt'> {
  readAt: string | null;
  createdAt: string;
}

export enum MessageEventKind {
  /** A message was sent in one of the member's conversations (by them or to them). */
  MESSAGE = 'MESSAGE',
  /** Messages of a conversation were read (by the member, or by the other one: a receipt). */
  READ = 'READ',
}

/** What one member's open pages receive; `unreadMessages` is that member's badge after it. */
export interface MessageEventPayload {
  kind: MessageEventKind;
  /** The other participant of the conversation, seen from the receiving member. */
  withMemberId: string;
  message: MessageWire | null;
  /** READ: who read, when, and which messages. */
  readerId: string | null;
  readAt: string | null;
  messageIds: string[];
  unreadMessages: number;
}

export interface PresencePayload {
  memberId: string;
  online: boolean;
  lastSeenAt: string | null;
}

export type LiveTopics = {
  MESSAGE_EVENTS: [userId: string, payload: MessageEventPayload];
  PRESENCE: [memberId: string, payload: PresencePayload];
};

export interface Presence {
  memberId: string;
  online: boolean;
  lastSeenAt: Date | null;
}

/** How long a socket counts as connected without its gateway refreshing it (a crashed gateway). */
export const PRESENCE_TTL_MS = 90_000;
export const PRESENCE_REFRESH_MS = 30_000;

function toWire(message: MessageRow): MessageWire {
  return {
    ...message,
    readAt: message.readAt?.toISOString() ?? null,
    createdAt: message.createdAt.toISOString(),
  };
}

/**
 * The live side of messages: events to both members' open pages through Redis pub/sub (any
 * gateway process may hold either member's socket), and presence kept in Redis so that every
 * gateway sees the sockets of all of them.
 *
 * Presence: one sorted set per member, `<prefix>:presence:<memberId>`, whose entries are the
 * member's sockets scored with the time they stop counting; each gateway refreshes its own
 * sockets every 30 s, so a gateway that dies stops counting within 90 s.
 */
export class MessagesLive {
  constructor(
    private readonly pubSub: PubSub<LiveTopics>,
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {}

  subscribeMessages(userId: string): AsyncIterable<MessageEventPayload> {
    return this.pubSub.subscribe('MESSAGE_EVENTS', userId);
  }

  subscribePresence(memberId: string): AsyncIterable<PresencePayload> {
    return this.pubSub.subscribe('PRESENCE', memberId);
  }

  /**
   * After a message is stored: to the recipient's pages and the sender's other pages. Never
   * fails the send: the message is stored, and pages catch up when they next load or reconnect.
   */
  async messageSent(em: EntityManager, message: MessageRow): Promise<void> {
    try {
      await this.publishSent(em, message);
    } catch (error) {
      this.logger.warn({ err: error }, 'live: new message not published');
    }
  }

  private async publishSent(em: EntityManager, message: MessageRow): Promise<void> {
    const counts = await countUnreadMessagesOf(em, [message.senderId, message.recipientId]);
    const wire = toWire(message);
    for (const [userId, withMemberId] of [
      [message.recipientId, message.senderId],
      [message.senderId, message.recipientId],
    ] as const) {
      this.pubSub.publish('MESSAGE_EVENTS', userId, {
        kind: MessageEventKind.MESSAGE,
        withMemberId,
        message: wire,
        readerId: null,
        readAt: null,
        messageIds: [],
        unreadMessages: counts.get(userId) ?? 0,
      });
    }
  }

  /** After messages were marked read: the receipt to the sender, the new badge to the reader. */
  async conversationRead(em: EntityManager, receipt: ReadReceipt): Promise<void> {
    if (receipt.messageIds.length === 0) return;
    try {
      await this.publishRead(em, receipt);
    } catch (error) {
      this.logger.warn({ err: error }, 'live: read receipt not published');
    }
  }

  private async publishRead(em: EntityManager, receipt: ReadReceipt): Promise<void> {
    const counts = await countUnreadMessagesOf(em, [receipt.readerId, receipt.senderId]);
    for (const [userId, withMemberId] of [
      [receipt.senderId, receipt.readerId],
      [receipt.readerId, receipt.senderId],
    ] as const) {
      this.pubSub.publish('MESSAGE_EVENTS', userId, {
        kind: MessageEventKind.READ,
        withMemberId,
        message: null,
        readerId: receipt.readerId,
        readAt: receipt.readAt.toISOString(),
        messageIds: receipt.messageIds,
        unreadMessages: counts.get(userId) ?? 0,
      });
    }
  }

  private presenceKey(memberId: string): string {
    return `${this.prefix}:presence:${memberId}`;
  }

  /** A socket of the member opened; announces them online when it is their first. */
  async socketOpened(memberId: string, socketId: string): Promise<void> {
    const key = this.presenceKey(memberId);
    const now = Date.now();
    const result = await this.redis
      .multi()
      .zremrangebyscore(key, '-inf', now)
      .zcard(key)
      .zadd(key, now + PRESENCE_TTL_MS, socketId)
      .pexpire(key, PRESENCE_TTL_MS)
      .exec();
    const before = Number(result?.[1]?.[1] ?? 0);
    if (before === 0) {
      this.pubSub.publish('PRESENCE', memberId, { memberId, online: true, lastSeenAt: null });
    }
  }

  /**
   * A socket closed; on the member's last one, records last seen and announces them offline.
   * A page reloaded closes one socket and opens the next: the new one may announce them online
   * while last seen is still being written, before "offline" goes out. So the count is read
   * again after it: whoever watches is left with the presence that holds, not the older event.
   */
  async socketClosed(em: EntityManager, memberId: string, socketId: string): Promise<void> {
    const key = this.presenceKey(memberId);
    const now = Date.now();
    const result = await this.redis
      .multi()
      .zrem(key, socketId)
      .zremrangebyscore(key, '-inf', now)
      .zcard(key)
      .exec();
    const left = Number(result?.[2]?.[1] ?? 0);
    if (left > 0) return;
    const lastSeenAt = new Date(now);
    await writeLastSeen(em, memberId, lastSeenAt);
    this.pubSub.publish('PRESENCE', memberId, {
      memberId,
      online: false,
      lastSeenAt: lastSeenAt.toISOString(),
    });
    if (await this.isOnline(memberId)) {
      this.pubSub.publish('PRESENCE', memberId, { memberId, online: true, lastSeenAt: null });
    }
  }

  private async isOnline(memberId: string): Promise<boolean> {
    return (await this.redis.zcount(this.presenceKey(memberId), `(${Date.now()}`, '+inf')) > 0;
  }

  /** Keeps this gateway's sockets counted (called every PRESENCE_REFRESH_MS). */
  async refresh(sockets: Iterable<{ memberId: string; socketId: string }>): Promise<void> {
    const until = Date.now() + PRESENCE_TTL_MS;
    const batch = this.redis.multi();
    let any = false;
    for (const { memberId, socketId } of sockets) {
      const key = this.presenceKey(memberId);
      batch.zadd(key, until, socketId).pexpire(key, PRESENCE_TTL_MS);
      any = true;
    }
    if (!any) return;
    try {
      await batch.exec();
    } catch (error) {
      this.logger.warn({ err: error }, 'presence refresh failed');
    }
  }

  async presence(em: EntityManager, memberId: string): Promise<Presence> {
    const online = await this.isOnline(memberId);
    return { memberId, online, lastSeenAt: online ? null : await readLastSeen(em, memberId) };
  }
}

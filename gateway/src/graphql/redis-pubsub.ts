import { createPubSub, type PubSub } from '@graphql-yoga/subscription';
import type { Redis } from 'ioredis';

type Listener = (event: CustomEvent) => void;
type ListenerObject = { handleEvent(event: CustomEvent): void };

/**
 * An EventTarget whose events travel through Redis pub/sub, so that an event dispatched by any
 * gateway process reaches the subscribers of every gateway process. Each event type is one Redis
 * channel (under the key prefix), subscribed while this process has a listener for it.
 *
 * (@graphql-yoga/redis-event-target does the same, but declares ioredis 5 as its peer while the
 * project runs ioredis 6; this is its few lines, on the connection the gateway already has.)
 */
export class RedisEventTarget {
  private readonly listeners = new Map<string, Set<Listener | ListenerObject>>();

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly prefix: string,
  ) {
    subscriber.on('message', (channel: string, message: string) => {
      if (!channel.startsWith(this.prefix)) return;
      const type = channel.slice(this.prefix.length);
      const listeners = this.listeners.get(type);
      if (!listeners || listeners.size === 0) return;
      let detail: unknown;
      try {
        detail = JSON.parse(message);
      } catch {
        return;
      }
      const event = new CustomEvent(type, { detail });
      for (const listener of [...listeners]) {
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      }
    });
  }

  addEventListener(type: string, listener: Listener | ListenerObject | null): void {
    if (!listener) return;
    let set = this.listeners.get(type);
    if (!set) {
      set = new Set();
      this.listeners.set(type, set);
      void this.subscriber.subscribe(this.prefix + type).catch(() => undefined);
    }
    set.add(listener);
  }

  removeEventListener(type: string, listener: Listener | ListenerObject | null): void {
    const set = this.listeners.get(type);
    if (!set || !listener) return;
    set.delete(listener);
    if (set.size === 0) {
      this.listeners.delete(type);
      void this.subscriber.unsubscribe(this.prefix + type).catch(() => undefined);
    }
  }

  dispatchEvent(event: Event): boolean {
    const detail = (event as CustomEvent).detail;
    void this.publisher
      .publish(this.prefix + event.type, JSON.stringify(detail ?? null))
      .catch(() => undefined);
    return true;
  }

  /** Resolves once Redis has confirmed every channel this process listens to. */
  async ready(): Promise<void> {
    await this.subscriber.ping();
  }
}

/**
 * The pub/sub of the live GraphQL subscriptions: `createPubSub` of @graphql-yoga/subscription
 * (what TypeGraphQL uses) over the Redis event target. `subscriber` must be a connection of its
 * own: a Redis connection in subscribe mode can do nothing else.
 */
export function createRedisPubSub<T extends Record<string, [] | [unknown] | [string, unknown]>>(
  publisher: Redis,
  subscriber: Redis,
  prefix: string,
): { pubSub: PubSub<T>; target: RedisEventTarget } {
  const target = new RedisEventTarget(publisher, subscriber, `${prefix}:live:`);
  const pubSub = createPubSub<T>({
    eventTarget: target as unknown as NonNullable<
      Parameters<typeof createPubSub<T>>[0]
    >['eventTarget'],
  });
  return { pubSub, target };
}

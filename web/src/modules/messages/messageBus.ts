import type { MessageEventsSubscription } from '../../generated/graphql.js';

export type MessageEvent = MessageEventsSubscription['messageEvents'];
type Listener = (event: MessageEvent) => void;

const listeners = new Set<Listener>();

/** The live message events of the signed-in member, for the open messages page to react to. */
export function onMessageEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitMessageEvent(event: MessageEvent): void {
  for (const listener of [...listeners]) listener(event);
}

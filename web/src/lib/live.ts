import type { Client, ExecutionResult, Sink, SubscribePayload } from 'graphql-ws';

type Listener = () => void;

/**
 * The live channel: GraphQL subscriptions over one WebSocket (graphql-ws) to the gateway's
 * /graphql, carrying the session cookie like every request. It opens with the first
 * subscription and reconnects on its own, forever, waiting longer between tries (up to 10 s);
 * after a reconnection `onReconnected` listeners catch up on what they may have missed.
 */
export interface LiveChannel {
  /** Runs a subscription; answers the function that ends it. */
  subscribe(payload: SubscribePayload, sink: Sink<ExecutionResult>): () => void;
  /** Called after the socket reconnected; answers the function that stops listening. */
  onReconnected(listener: Listener): () => void;
}

export function createLiveChannel(url = liveUrl()): LiveChannel {
  const reconnected = new Set<Listener>();
  let everConnected = false;
  // graphql-ws is fetched with the first subscription (after the first render of a member's
  // page, by the shell), not on the first load of every page.
  let client: Promise<Client> | undefined;
  const connect = () =>
    (client ??= import('graphql-ws').then(({ createClient }) =>
      createClient({
        url,
        // Open while a subscription runs (the shell's, for a signed-in member) and closed at once
        // after the last one, so that after signing out no socket keeps the old session.
        lazy: true,
        retryAttempts: Number.POSITIVE_INFINITY,
        shouldRetry: () => true,
        // A ping every 15 s notices a dead connection that the network did not close.
        keepAlive: 15_000,
        retryWait: async (retries) => {
          const wait = Math.min(1_000 * 2 ** retries, 10_000) * (0.5 + Math.random() / 2);
          await new Promise((resolve) => setTimeout(resolve, wait));
        },
        on: {
          connected: () => {
            if (everConnected) for (const listener of [...reconnected]) listener();
            everConnected = true;
          },
        },
      }),
    ));
  return {
    subscribe(payload, sink) {
      let stop: (() => void) | undefined;
      let ended = false;
      connect().then(
        (live) => {
          if (!ended) stop = live.subscribe(payload, sink);
        },
        (error: unknown) => sink.error(error),
      );
      return () => {
        ended = true;
        stop?.();
      };
    },
    onReconnected(listener) {
      reconnected.add(listener);
      return () => reconnected.delete(listener);
    },
  };
}

function liveUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`;
}

let defaultChannel: LiveChannel | undefined;

/** The app's one live channel (created on first use, in the browser only). */
export function liveChannel(): LiveChannel {
  defaultChannel ??= createLiveChannel();
  return defaultChannel;
}

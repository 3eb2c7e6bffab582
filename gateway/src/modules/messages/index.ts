// What the rest of the gateway uses of messages: the live feed (app.ts builds it; the GraphQL
// websocket serves it).

export { Message } from './message.entity.js';
export { type LiveTopics, MessagesLive, PRESENCE_REFRESH_MS } from './messages.live.js';
export type { LiveContext } from './messages.resolver.js';

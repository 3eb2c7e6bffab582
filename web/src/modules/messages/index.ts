// The messages feature's public entry: what other features, pages and the app use of it.
export { Composer } from './components/Composer.js';
export { ConversationList } from './components/ConversationList.js';
export { ConversationPane } from './components/ConversationPane.js';
export { NewMessageDialog } from './components/NewMessageDialog.js';
export { useConversations } from './hooks/useConversations.js';
export { useMessageEvents } from './hooks/useMessageEvents.js';
export { onMessageEvent } from './messageBus.js';

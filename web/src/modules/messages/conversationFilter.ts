import type { ConversationSummary } from './hooks/useConversations.js';

/** The conversations whose member's name or latest message contains the words (any case). */
export function filterConversations(
  conversations: readonly ConversationSummary[],
  query: string,
): ConversationSummary[] {
  const words = query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...conversations];
  return conversations.filter((conversation) => {
    const text =
      `${conversation.participant.fullName} ${conversation.lastMessage.subject ?? ''} ${conversation.lastMessage.content}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}

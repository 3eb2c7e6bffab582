import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  ConversationsDocument,
  SendMessageDocument,
  type SendMessageMutation,
} from '../../../generated/graphql.js';
import { addToThread, pendingMessageId } from '../threadMessages.js';

export interface Sender {
  id: string;
  fullName: string;
  initials: string;
  profileImage?: string | null;
}

/**
 * Sends a message to the member; answers whether it was stored. The message shows at once
 * (an optimistic copy until the gateway answers with the stored one).
 */
export function useSendMessage(recipientId: string | null, sender: Sender | null) {
  const [sendMutation] = useMutation(SendMessageDocument);
  return useCallback(
    async (content: string): Promise<boolean> => {
      if (!recipientId) return false;
      try {
        await sendMutation({
          variables: { input: { recipientId, content } },
          ...(sender && {
            optimisticResponse: {
              // __typename lets the cache store the copy like the real answer.
              sendMessage: {
                __typename: 'Message',
                id: pendingMessageId(),
                senderId: sender.id,
                recipientId,
                subject: null,
                content,
                read: false,
                readAt: null,
                createdAt: new Date().toISOString(),
                sender: {
                  __typename: 'Author',
                  id: sender.id,
                  fullName: sender.fullName,
                  initials: sender.initials,
                  profileImage: sender.profileImage ?? null,
                },
              } as SendMessageMutation['sendMessage'],
            },
          }),
          refetchQueries: [ConversationsDocument],
          update: (cache, result) => {
            const message = result.data?.sendMessage;
            if (!message) return;
            addToThread(cache, recipientId, message);
          },
        });
        return true;
      } catch {
        return false;
      }
    },
    [recipientId, sender, sendMutation],
  );
}

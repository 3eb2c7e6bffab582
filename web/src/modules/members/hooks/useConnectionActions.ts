import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import {
  RequestConnectionDocument,
  RespondToConnectionDocument,
} from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { toast } from '../../../ui/toast/toast.js';
import type { MemberSummary } from '../types.js';

export interface ConnectionActions {
  /** Asks the member to connect (or accepts their request if they asked first). */
  connect: (member: MemberSummary) => Promise<void>;
  /** Accepts or declines the member's pending request to the viewer. */
  respond: (member: MemberSummary, accept: boolean) => Promise<void>;
  /** The member whose connection is being changed, if any. */
  pendingMemberId: string | null;
}

/**
 * The Connect, Accept and Decline actions with their toasts. The server answers the member as the
 * viewer now sees them; Apollo's cache updates that record (`Member:id`) in every card and
 * view that shows it.
 */
export function useConnectionActions(): ConnectionActions {
  const { t } = useTranslation();
  const [requestConnection] = useMutation(RequestConnectionDocument);
  const [respondToConnection] = useMutation(RespondToConnectionDocument);
  const [pendingMemberId, setPendingMemberId] = useState<string | null>(null);

  const failed = useCallback(() => {
    toast({
      title: t('common.error'),
      description: t('pages.members.connection.failed'),
      variant: 'destructive',
    });
  }, [t]);

  const connect = useCallback(
    async (member: MemberSummary) => {
      setPendingMemberId(member.id);
      try {
        const { data } = await requestConnection({ variables: { memberId: member.id } });
        const connected = data?.requestConnection.connectionState === 'CONNECTED';
        toast({
          title: t('common.success'),
          description: t(
            connected ? 'pages.members.connection.accepted' : 'pages.members.connection.sent',
            { name: member.fullName },
          ),
        });
      } catch {
        failed();
      } finally {
        setPendingMemberId(null);
      }
    },
    [requestConnection, failed, t],
  );

  const respond = useCallback(
    async (member: MemberSummary, accept: boolean) => {
      if (!member.connectionId) return;
      setPendingMemberId(member.id);
      try {
        await respondToConnection({ variables: { connectionId: member.connectionId, accept } });
        toast({
          title: t('common.success'),
          description: t(
            accept ? 'pages.members.connection.accepted' : 'pages.members.connection.declined',
            { name: member.fullName },
          ),
        });
      } catch {
        failed();
      } finally {
        setPendingMemberId(null);
      }
    },
    [respondToConnection, failed, t],
  );

  return { connect, respond, pendingMemberId };
}

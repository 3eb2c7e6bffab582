import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import {
  MyConnectionsDocument,
  RequestConnectionDocument,
  RespondToConnectionDocument,
  WithdrawConnectionRequestDocument,
} from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { toast } from '../../../ui/toast/toast.js';
import type { MemberSummary } from '../types.js';

export interface ConnectionActions {
  /** Asks the member to connect (or accepts their request if they asked first). */
  connect: (member: MemberSummary) => Promise<void>;
  /** Accepts or declines the member's pending request to the viewer. */
  respond: (member: MemberSummary, accept: boolean) => Promise<void>;
  /** Takes back the viewer's request to the member, not answered yet. */
  withdraw: (member: MemberSummary) => Promise<void>;
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
  // The connections page's lists change with every answer: asked again once the cache holds
  // them (Apollo refetches only active queries).
  const refetch = { refetchQueries: [MyConnectionsDocument] };
  const [requestConnection] = useMutation(RequestConnectionDocument, refetch);
  const [respondToConnection] = useMutation(RespondToConnectionDocument, refetch);
  const [withdrawRequest] = useMutation(WithdrawConnectionRequestDocument, refetch);
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

  const withdraw = useCallback(
    async (member: MemberSummary) => {
      if (!member.connectionId) return;
      setPendingMemberId(member.id);
      try {
        await withdrawRequest({ variables: { connectionId: member.connectionId } });
        toast({
          title: t('common.success'),
          description: t('pages.members.connection.withdrawn', { name: member.fullName }),
        });
      } catch {
        failed();
      } finally {
        setPendingMemberId(null);
      }
    },
    [withdrawRequest, failed, t],
  );

  return { connect, respond, withdraw, pendingMemberId };
}

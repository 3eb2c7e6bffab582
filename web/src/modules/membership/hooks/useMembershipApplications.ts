import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  DecideMembershipApplicationDocument,
  MembershipApplicationsDocument,
  type MembershipApplicationsQuery,
} from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { toast } from '../../../ui/toast/toast.js';
import type { Decision } from '../../moderation/index.js';

export type MembershipApplicationItem =
  MembershipApplicationsQuery['membershipApplications'][number];

/** The pending applications, and the staff decision on one (then the list is read again). */
export function useMembershipApplications() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(MembershipApplicationsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [decidingId, setDecidingId] = useState<string | null>(null);
  const [decideMutation] = useMutation(DecideMembershipApplicationDocument, {
    refetchQueries: [MembershipApplicationsDocument],
    awaitRefetchQueries: true,
  });

  const decide = async (item: MembershipApplicationItem, decision: Decision) => {
    setDecidingId(item.id);
    try {
      const result = await decideMutation({
        variables: {
          input: { id: item.id, approve: decision.approved, reason: decision.reason ?? null },
        },
      });
      const invited = result.data?.decideMembershipApplication.invited ?? false;
      toast({
        title: decision.approved
          ? t('pages.membershipApplications.approved', { name: item.fullName })
          : t('pages.membershipApplications.rejected', { name: item.fullName }),
        description: invited ? t('pages.membershipApplications.invited') : undefined,
      });
    } catch {
      toast({ title: t('pages.membershipApplications.failed'), variant: 'destructive' });
    } finally {
      setDecidingId(null);
    }
  };

  return {
    items: data?.membershipApplications,
    loading,
    failed: Boolean(error),
    decide,
    decidingId,
  };
}

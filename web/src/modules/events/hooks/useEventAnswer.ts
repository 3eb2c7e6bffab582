import { useMutation } from '@apollo/client/react';
import { type RsvpAnswer, RsvpEventDocument } from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { graphQLErrorCode } from '../../../lib/graphqlErrors.js';
import { toast } from '../../../ui/toast/toast.js';

/** Sends the member's answer; a refusal (registration closed) or a failure is told in a toast. */
export function useEventAnswer(eventId: string) {
  const { t } = useTranslation();
  const [send, { loading }] = useMutation(RsvpEventDocument);
  const answer = async (value: RsvpAnswer) => {
    try {
      await send({ variables: { eventId, answer: value } });
    } catch (error) {
      toast({
        title: t('common.error'),
        description:
          graphQLErrorCode(error) === 'CONFLICT'
            ? t('pages.events.detail.closed')
            : t('pages.events.detail.answerError'),
        variant: 'destructive',
      });
    }
  };
  return { answer, pending: loading };
}

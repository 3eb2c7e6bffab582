import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { CreateDiscussionDocument, DiscussionsDocument } from '../../../generated/graphql.js';
import type { NewDiscussionValues } from '../components/NewDiscussionForm.js';

/** Creates a discussion, then refreshes the lists on screen so that it appears at once. */
export function useCreateDiscussion(): (values: NewDiscussionValues) => Promise<void> {
  const [create] = useMutation(CreateDiscussionDocument, {
    refetchQueries: [DiscussionsDocument],
    awaitRefetchQueries: true,
  });
  return useCallback(
    async (input: NewDiscussionValues) => {
      await create({ variables: { input } });
    },
    [create],
  );
}

import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { CreateDiscussionDocument, DiscussionsDocument } from '../../../generated/graphql.js';
import type { NewDiscussionValues } from '../components/NewDiscussionForm.js';

/**
 * Creates a discussion and answers its id (the page then opens it); the lists are refreshed so
 * that it is there on the way back.
 */
export function useCreateDiscussion(): (values: NewDiscussionValues) => Promise<string> {
  const [create] = useMutation(CreateDiscussionDocument, { refetchQueries: [DiscussionsDocument] });
  return useCallback(
    async (input: NewDiscussionValues) => {
      const { data } = await create({ variables: { input } });
      if (!data) throw new Error('createDiscussion answered no discussion.');
      return data.createDiscussion.id;
    },
    [create],
  );
}

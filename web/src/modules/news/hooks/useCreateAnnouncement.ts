import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { CreateAnnouncementDocument, NewsDocument } from '../../../generated/graphql.js';

export interface NewAnnouncementValues {
  title: string;
  excerpt: string | null;
  content: string;
}

/** Publishes an announcement, then refreshes the news on screen so that it appears at once. */
export function useCreateAnnouncement(): (values: NewAnnouncementValues) => Promise<void> {
  const [create] = useMutation(CreateAnnouncementDocument, {
    refetchQueries: [NewsDocument],
    awaitRefetchQueries: true,
  });
  return useCallback(
    async (input: NewAnnouncementValues) => {
      await create({ variables: { input } });
    },
    [create],
  );
}

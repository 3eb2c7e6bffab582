import { useMutation } from '@apollo/client/react';
import { DeleteDocumentDocument } from '../../../generated/graphql.js';

/** Deletes a document and drops it from every cached list. */
export function useDeleteDocument(): (id: string) => Promise<void> {
  const [run] = useMutation(DeleteDocumentDocument);
  return async (id: string) => {
    await run({
      variables: { id },
      update: (cache) => {
        // Evicted, then dangling references dropped: gone from every list that showed it.
        cache.evict({ id: cache.identify({ __typename: 'Document', id }) });
        cache.gc();
      },
    });
  };
}

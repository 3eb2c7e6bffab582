import { DeleteDocumentDocument } from '../../../generated/graphql.js';
import { useMutation } from '../../../lib/graphql/index.js';

/** Deletes a document and drops it from every cached list. */
export function useDeleteDocument(): (id: string) => Promise<void> {
  const [run] = useMutation(DeleteDocumentDocument);
  return async (id: string) => {
    await run({
      variables: { id },
      update: (client) => client.removeRecord(id),
    });
  };
}

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { Language } from '../i18n/languages.js';

/**
 * A rendered route whose page shows the answer of one GraphQL operation: the gateway runs it
 * before rendering (graphql/page-query.ts), the first HTML holds the answer, and the page
 * hydrates with it instead of asking again.
 */
export interface ServerQuery {
  /** The operation (a document of generated/public/), given to the gateway as text. */
  document: DocumentTypeDecoration<unknown, never>;
  /** Its variables for the route's parameters, in the page's language, as the page asks. */
  variables(
    params: Record<string, string | undefined>,
    language: Language,
  ): Record<string, unknown>;
  /** False when the answer says there is no such page: the gateway answers 404. */
  found(data: unknown): boolean;
}

import type { DocumentFieldsFragment } from '../../generated/graphql.js';

/** A document as the library shows it. */
export type LibraryDocument = DocumentFieldsFragment;

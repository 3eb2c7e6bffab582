import type { MemberCardFieldsFragment } from '../../generated/graphql.js';

/** A member as a directory card shows them, with the viewer's connection to them. */
export type MemberSummary = MemberCardFieldsFragment;

import type { InviteMemberMutation } from '../../generated/graphql.js';

/** The invitation just made, as the gateway answered it (with its link). */
export type CreatedInvitation = InviteMemberMutation['inviteMember'];

/**
 * Who among the members may see one of a member's contact details on their profile: every
 * member, only the member's connections, or nobody but the member. Anonymous visitors never see
 * a member's profile.
 */
export enum ContactVisibility {
  MEMBERS = 'members',
  CONNECTIONS = 'connections',
  NOBODY = 'nobody',
}

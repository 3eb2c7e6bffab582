/** The portal's roles (shared contract). Moderators and admins are members too. */
export enum Role {
  MEMBER = 'member',
  MODERATOR = 'moderator',
  ADMIN = 'admin',
}

/** Every signed-in person. */
export const ANY_MEMBER: readonly Role[] = [Role.MEMBER, Role.MODERATOR, Role.ADMIN];

/** The staff who moderate submissions (spec §6: "Administrator or moderator"). */
export const STAFF: readonly Role[] = [Role.MODERATOR, Role.ADMIN];

/** Administrators only (e.g. the security log: moderators do not see it). */
export const ADMINS: readonly Role[] = [Role.ADMIN];

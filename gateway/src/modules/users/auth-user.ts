import type { Role } from '../../values/role.js';
import type { User } from './user.entity.js';

/** The signed-in person as the request pipeline sees it: a plain snapshot, never the entity. */
export interface AuthUser {
  id: string;
  email: string;
  fullName: string;
  username: string;
  role: Role;
  specialization: string | null;
  profileImage: string | null;
  /** Multi-factor sign-in is on (staff without it may only enrol: see mfa-access.ts). */
  mfaEnabled: boolean;
}

export function toAuthUser(user: User): AuthUser {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    username: user.username,
    role: user.role,
    specialization: user.specialization,
    profileImage: user.profileImage,
    mfaEnabled: user.mfaEnabledAt !== null,
  };
}

/** The users columns a request's credential (session or access token) is resolved with. */
export interface AuthUserRow {
  id: string;
  email: string;
  full_name: string;
  username: string;
  role: Role;
  specialization: string | null;
  profile_image: string | null;
  mfa_enabled_at: string | null;
}

export function authUserOfRow(row: AuthUserRow): AuthUser {
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    username: row.username,
    role: row.role,
    specialization: row.specialization,
    profileImage: row.profile_image,
    mfaEnabled: row.mfa_enabled_at !== null,
  };
}

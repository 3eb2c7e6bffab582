import type { Role } from './role.js';
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

import { Extensions } from 'type-graphql';
import { DomainError } from '../../errors/domain-error.js';
import { ErrorCode } from '../../errors/error-code.js';
import { STAFF } from '../../values/role.js';
import type { AuthUser } from './auth-user.js';

export const MFA_SETUP_EXTENSION = 'mfaSetup';

/**
 * Marks a query or mutation that staff without multi-factor sign-in may still call (enrolling,
 * signing out). Every other guarded field answers MFA_REQUIRED to them: see auth-checker.ts.
 */
export function AllowedBeforeMfa(): MethodDecorator {
  return Extensions({ [MFA_SETUP_EXTENSION]: true });
}

/** Staff (moderators, admins) must have multi-factor sign-in on before they can do anything. */
export function mustEnrolMfa(viewer: AuthUser): boolean {
  return STAFF.includes(viewer.role) && !viewer.mfaEnabled;
}

export const mfaRequired = (): DomainError =>
  new DomainError(
    ErrorCode.MFA_REQUIRED,
    'Staff accounts must turn on two-step sign-in before anything else.',
  );

import { DomainError } from '../../errors/domain-error.js';
import { ErrorCode } from '../../errors/error-code.js';

/** One answer for unknown, used, replaced and expired links: it reveals nothing about which. */
export const INVALID_INVITATION_MESSAGE = 'This invitation link is invalid or has expired.';

export const invalidInvitation = (): DomainError =>
  new DomainError(ErrorCode.NOT_FOUND, INVALID_INVITATION_MESSAGE);

export const emailAlreadyMember = (): DomainError =>
  new DomainError(
    ErrorCode.BAD_USER_INPUT,
    'A member with this e-mail address already has an account.',
    { fields: { email: 'already belongs to a member' } },
  );

/** The invited address got an account some other way after the invitation was sent. */
export const accountExists = (): DomainError =>
  new DomainError(
    ErrorCode.CONFLICT,
    'An account with this e-mail address already exists. Sign in instead.',
  );

export const tooManyInvitations = (): DomainError =>
  new DomainError(
    ErrorCode.RATE_LIMITED,
    'You have sent many invitations in the last hour. Please try again later.',
  );

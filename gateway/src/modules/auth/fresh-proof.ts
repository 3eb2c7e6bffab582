import { DomainError } from '../../errors/domain-error.js';
import { ErrorCode } from '../../errors/error-code.js';
import { minutesToMs } from '../../settings/session-timeouts.js';
import type { ActiveSession } from '../users/index.js';

export const reauthenticationRequired = (maxAgeMinutes: number): DomainError =>
  new DomainError(
    ErrorCode.REAUTHENTICATION_REQUIRED,
    `Confirm it is you: this change needs your password (and code) from the last ${maxAgeMinutes} minutes.`,
  );

/**
 * Sensitive account changes (two-step sign-in on or off, new recovery codes, signing out the
 * other sessions) need the password, and the code with two-step sign-in, proven in this session
 * within the last `maxAgeMinutes` (ASVS 7.5): a stolen cookie alone cannot make them. The
 * services call it, so that the GraphQL field and its REST twin refuse alike.
 */
export class FreshProof {
  constructor(private readonly maxAgeMinutes: number) {}

  require(session: ActiveSession | null, now: Date = new Date()): void {
    const age = session ? now.getTime() - session.authenticatedAt.getTime() : Infinity;
    if (!(age <= minutesToMs(this.maxAgeMinutes))) {
      throw reauthenticationRequired(this.maxAgeMinutes);
    }
  }
}

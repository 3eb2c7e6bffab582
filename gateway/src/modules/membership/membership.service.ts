import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { DomainError, type FieldErrors, notFound } from '../../errors/domain-error.js';
import { ErrorCode } from '../../errors/error-code.js';
import {
  checkMatches,
  checkUuid,
  FIRST_QUEUE_PAGE,
  type Page,
  throwIfProblems,
} from '../../errors/input-checks.js';
import type { PublicFormLimiter } from '../../http/public-form-limiter.js';
import type { Logger } from '../../logging/logger.js';
import { email, isHoneypotFilled, text } from '../../shared/form-validation.js';
import type { InvitationsService } from '../invitations/index.js';
import type { AuthUser } from '../users/index.js';

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

export const APPLICATION_LIMITS = {
  fullName: { min: 2, max: 120 },
  phone: { min: 6, max: 40 },
  barNumber: { min: 2, max: 60 },
  specialization: { min: 2, max: 120 },
  city: { min: 2, max: 120 },
  message: { min: 1, max: 2000 },
  reason: { min: 1, max: 1000 },
} as const;

const PHONE_PATTERN = /^\+?[0-9 ()\-.]{6,40}$/;
const PHONE_PROBLEM = 'must be a phone number (digits, spaces, + ( ) - .)';

export interface ApplicationRequest {
  fullName: string;
  email: string;
  phone?: string | null;
  barNumber: string;
  specialization?: string | null;
  city?: string | null;
  message?: string | null;
  /** The hidden honeypot field. */
  website?: string | null;
  ip: string;
}

export interface MembershipApplicationRow {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  barNumber: string;
  specialization: string | null;
  city: string | null;
  message: string | null;
  status: ApplicationStatus;
  createdAt: Date;
  decidedAt: Date | null;
  decisionReason: string | null;
}

export interface Decision {
  application: MembershipApplicationRow;
  /** Whether an invitation to create an account was made (approvals of new addresses). */
  invited: boolean;
}

const alreadyDecided = (): DomainError =>
  new DomainError(ErrorCode.CONFLICT, 'This application has already been decided.');

/**
 * Applications to join the association from the public landing page: stored as pending, listed
 * for staff, approved (the applicant is invited to create an account) or rejected.
 */
export class MembershipService {
  constructor(
    private readonly limiter: PublicFormLimiter,
    private readonly invitations: InvitationsService,
    private readonly logger: Logger,
  ) {}

  /** True once stored (also for a filled honeypot, which is silently dropped). */
  async apply(em: EntityManager, request: ApplicationRequest): Promise<boolean> {
    await this.limiter.take(request.ip);
    const problems: FieldErrors = {};
    const L = APPLICATION_LIMITS;
    const fullName = text(problems, 'fullName', request.fullName, {
      required: true,
      ...L.fullName,
    });
    const address = email(problems, 'email', request.email);
    const phone = text(problems, 'phone', request.phone, { required: false, ...L.phone });
    if (phone && !problems.phone) {
      checkMatches(problems, 'phone', phone, PHONE_PATTERN, PHONE_PROBLEM);
    }
    const barNumber = text(problems, 'barNumber', request.barNumber, {
      required: true,
      ...L.barNumber,
    });
    const specialization = text(problems, 'specialization', request.specialization, {
      required: false,
      ...L.specialization,
    });
    const city = text(problems, 'city', request.city, { required: false, ...L.city });
    const message = text(problems, 'message', request.message, { required: false, ...L.message });
    throwIfProblems(problems);
    if (isHoneypotFilled(request.website)) return true;

    await tablesOf(em)
      .insertInto('membership_applications')
      .values({
        id: randomUUID(),
        full_name: fullName ?? '',
        email: address,
        phone,
        bar_number: barNumber ?? '',
        specialization,
        city,
        message,
        status: 'pending',
        created_at: new Date().toISOString(),
        decided_at: null,
        decided_by_id: null,
        decision_reason: null,
      })
      .execute();
    return true;
  }

  /** Applications with `status`, oldest first for pending ones (a queue), newest first otherwise. */
  async list(
    em: EntityManager,
    status: ApplicationStatus,
    page: Page = FIRST_QUEUE_PAGE,
  ): Promise<MembershipApplicationRow[]> {
    const direction = status === 'pending' ? 'asc' : 'desc';
    const rows = await tablesOf(em)
      .selectFrom('membership_applications')
      .selectAll()
      .where('status', '=', status)
      .orderBy('created_at', direction)
      .orderBy('id', direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return rows.map(toRow);
  }

  /**
   * Records a staff decision once (a second decision is a CONFLICT). An approval then invites the
   * applicant's address to create an account; an address that already has one is not invited.
   */
  async decide(
    em: EntityManager,
    staff: Pick<AuthUser, 'id' | 'fullName'>,
    input: { id: string; approve: boolean; reason?: string | null },
    baseUrl: string,
  ): Promise<Decision> {
    const problems: FieldErrors = {};
    const reason = text(problems, 'reason', input.reason, {
      required: false,
      ...APPLICATION_LIMITS.reason,
    });
    checkUuid(problems, 'id', input.id, 'must be an application id');
    throwIfProblems(problems);

    const tables = tablesOf(em);
    const updated = await tables
      .updateTable('membership_applications')
      .set({
        status: input.approve ? 'approved' : 'rejected',
        decided_at: new Date().toISOString(),
        decided_by_id: staff.id,
        decision_reason: reason,
      })
      .where('id', '=', input.id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!updated) {
      const exists = await tables
        .selectFrom('membership_applications')
        .select('id')
        .where('id', '=', input.id)
        .executeTakeFirst();
      throw exists ? alreadyDecided() : notFound('No such membership application.');
    }

    let invited = false;
    if (input.approve) {
      try {
        await this.invitations.invite(em, staff, updated.email, baseUrl);
        invited = true;
      } catch (error) {
        // Already a member (or the inviter's hourly allowance is used): the decision stands.
        this.logger.warn({ err: error, applicationId: updated.id }, 'applicant not invited');
      }
    }
    return { application: toRow(updated), invited };
  }
}

function toRow(row: {
  id: string;
  full_name: string;
  email: string;
  phone: string | null;
  bar_number: string;
  specialization: string | null;
  city: string | null;
  message: string | null;
  status: ApplicationStatus;
  created_at: string;
  decided_at: string | null;
  decision_reason: string | null;
}): MembershipApplicationRow {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    barNumber: row.bar_number,
    specialization: row.specialization,
    city: row.city,
    message: row.message,
    status: row.status,
    createdAt: new Date(row.created_at),
    decidedAt: row.decided_at ? new Date(row.decided_at) : null,
    decisionReason: row.decision_reason,
  };
}

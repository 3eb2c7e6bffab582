import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { DomainError, type FieldErrors, forbidden, notFound } from '../../errors/domain-error.js';
import { ErrorCode } from '../../errors/error-code.js';
import {
  checkDateText,
  checkEmail,
  checkIntegerRange,
  checkMaxLength,
  checkOneOf,
  checkRequired,
  checkUuid,
  EMAIL_PROBLEM_SHORT,
  FIRST_QUEUE_PAGE,
  isUuid,
  type Page,
  throwIfProblems,
} from '../../errors/input-checks.js';
import { mailModeOf } from '../../shared/notice-mail/mail-modes.js';
import { notify } from '../../shared/notify.js';
import { recordAudit } from '../../shared/record-audit.js';
import { AuditAction, AuditScope, AuditSubjectKind } from '../../values/audit-values.js';
import { ConsultationStatus } from '../../values/consultation-status.js';
import { CONSULTATION_TYPES, type ConsultationType } from '../../values/consultation-type.js';
import { MailCategory, type MailLanguage, MailMode } from '../../values/mail-preference.js';
import { NotificationKind } from '../../values/notification-kind.js';
import { ReviewStatus } from '../../values/review-status.js';
import { WebhookEventType } from '../../values/webhook-values.js';
import { recordWebhookEvent, type WebhookWake } from '../webhooks/index.js';
import { answerDeadline } from './consultation-deadlines.js';
import { ConsultationMailKind } from './consultation-mail.entity.js';
import { consultationOfMailedToken, recordConsultationMails } from './consultation-mails.js';
import type { ConsultationRateLimiter } from './consultation-rate-limiter.js';
import { sha256 } from './consultation-rate-limiter.js';

/** Wakes the worker: webhooks, and the consultation e-mails recorded in consultation_mails. */
export interface ConsultationWake extends WebhookWake {
  /** False when Redis is unavailable: the row stays unsent and the worker's sweep sends it. */
  sendConsultationMail(mailId: string): Promise<boolean>;
}

async function wakeMails(wake: ConsultationWake | undefined, mailIds: readonly string[]) {
  if (!wake) return;
  await Promise.all(mailIds.map((mailId) => wake.sendConsultationMail(mailId)));
}

/** The private tracking page of a consultation request: this, then its token. */
export const TRACKING_PATH = '/consultations/track/';
export const CONSULTATION_LIMITS = {
  clientName: 120,
  clientEmail: 254,
  clientPhone: 40,
  description: 5000,
  reviewText: 2000,
  responseMessage: 2000,
  proposedContact: 200,
} as const;

/** The same e-mail, lawyer and description within this window is a duplicate. */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

const NOT_A_DIRECTORY_LAWYER = 'is not a lawyer of the directory';
const RATING = { min: 1, max: 5 };

/** The body of POST /api/consultations (spec §3 "Consultation request (sent)"). */
export interface ConsultationInput {
  lawyerId?: unknown;
  clientName?: unknown;
  clientEmail?: unknown;
  clientPhone?: unknown;
  consultationType?: unknown;
  description?: unknown;
  preferredDate?: unknown;
  /** The hidden honeypot field: people leave it empty, form-filling robots do not. */
  website?: unknown;
}

/** Who asks: their address (for the spam limits) and the language their e-mails are written in. */
export interface ConsultationRequester {
  ip: string;
  language: MailLanguage;
}

export interface CreatedConsultation {
  /** Only in this answer: the database keeps its SHA-256. */
  trackingToken: string;
  trackingPath: string;
}

export const duplicateConsultation = (): DomainError =>
  new DomainError(
    ErrorCode.CONFLICT,
    'You already sent this request to this lawyer. Follow it with the tracking link you received.',
  );

/**
 * Stores a visitor's request after checking every field and the spam limits (per address, per
 * e-mail, duplicates). A filled honeypot gets an answer that looks accepted but stores nothing.
 */
export async function createConsultation(
  em: EntityManager,
  limiter: ConsultationRateLimiter,
  input: ConsultationInput,
  requester: ConsultationRequester,
  wake?: ConsultationWake,
): Promise<CreatedConsultation> {
  const { ip } = requester;
  await limiter.hitAddress(ip);
  const problems: FieldErrors = {};
  const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const clientName = str(input.clientName);
  const clientEmail = str(input.clientEmail).toLowerCase();
  const clientPhone = str(input.clientPhone);
  const description = str(input.description);
  const consultationType = str(input.consultationType);
  const lawyerId = str(input.lawyerId);

  const L = CONSULTATION_LIMITS;
  if (checkRequired(problems, 'clientName', clientName)) {
    checkMaxLength(problems, 'clientName', clientName, L.clientName);
  }
  if (checkRequired(problems, 'clientEmail', clientEmail)) {
    checkEmail(problems, 'clientEmail', clientEmail, EMAIL_PROBLEM_SHORT);
  }
  if (
    input.clientPhone !== undefined &&
    input.clientPhone !== null &&
    typeof input.clientPhone !== 'string'
  ) {
    problems.clientPhone = 'must be text';
  } else {
    checkMaxLength(problems, 'clientPhone', clientPhone, L.clientPhone);
  }
  if (checkRequired(problems, 'consultationType', consultationType)) {
    checkOneOf(problems, 'consultationType', consultationType, CONSULTATION_TYPES);
  }
  if (checkRequired(problems, 'description', description)) {
    checkMaxLength(problems, 'description', description, L.description);
  }
  let lawyer:
    | { public_consultation_available: boolean; user_id: string; email: string }
    | undefined;
  let preferredDate: string | null = null;
  if (
    input.preferredDate !== undefined &&
    input.preferredDate !== null &&
    input.preferredDate !== ''
  ) {
    const raw = typeof input.preferredDate === 'string' ? input.preferredDate.trim() : '';
    const parsed = checkDateText(problems, 'preferredDate', raw, 'must be a date or null');
    if (parsed) preferredDate = parsed.toISOString();
  }
  if (
    checkRequired(problems, 'lawyerId', lawyerId) &&
    checkUuid(problems, 'lawyerId', lawyerId, NOT_A_DIRECTORY_LAWYER)
  ) {
    lawyer = await tablesOf(em)
      .selectFrom('lawyer_profiles as lp')
      .innerJoin('users as u', 'u.id', 'lp.user_id')
      .select(['lp.public_consultation_available', 'lp.user_id', 'u.email'])
      .where('lp.id', '=', lawyerId)
      .executeTakeFirst();
    if (!lawyer) problems.lawyerId = NOT_A_DIRECTORY_LAWYER;
    else if (!lawyer.public_consultation_available) {
      problems.lawyerId = 'is not available for consultations';
    }
  }
  throwIfProblems(problems);
  if (!lawyer) throw notFound('This lawyer is not in the directory.');
  const lawyerUser = { id: lawyer.user_id, email: lawyer.email };

  const trackingToken = randomBytes(32).toString('base64url');
  const answer = { trackingToken, trackingPath: `${TRACKING_PATH}${trackingToken}` };
  // Honeypot: the robot sees success; nothing is stored or counted against a real e-mail.
  if (typeof input.website === 'string' && input.website.trim() !== '') return answer;

  await limiter.assertEmailAllowed(clientEmail);
  const since = new Date(Date.now() - DUPLICATE_WINDOW_MS).toISOString();
  const duplicate = await tablesOf(em)
    .selectFrom('consultation_requests')
    .select('id')
    .where('client_email', '=', clientEmail)
    .where('lawyer_id', '=', lawyerId)
    .where('created_at', '>=', since)
    .where('description', '=', description)
    .executeTakeFirst();
  if (duplicate) throw duplicateConsultation();

  const id = crypto.randomUUID();
  // The request, its webhook event (outbox row), the lawyer's notification and the e-mails owed
  // commit together: whatever was accepted is recorded before the answer.
  const { deliveries, mailIds } = await em.transactional(async (tx) => {
    await tablesOf(tx)
      .insertInto('consultation_requests')
      .values({
        id,
        lawyer_id: lawyerId,
        client_name: clientName,
        client_email: clientEmail,
        client_phone: clientPhone || null,
        consultation_type: consultationType as ConsultationType,
        description,
        preferred_date: preferredDate,
        status: ConsultationStatus.PENDING,
        tracking_token_hash: sha256(trackingToken),
        requester_ip_hash: sha256(ip),
        responded_at: null,
        language: requester.language,
        created_at: new Date().toISOString(),
      })
      .execute();
    await notify(tx, {
      recipientId: lawyerUser.id,
      actorId: null,
      kind: NotificationKind.CONSULTATION_REQUESTED,
      consultationId: id,
    });
    // The lawyer's e-mail at once only if they want consultation requests so (the default);
    // otherwise their digest, or the notice alone, tells them.
    const lawyerWantsMail =
      (await mailModeOf(tx, lawyerUser.id, MailCategory.CONSULTATIONS)) === MailMode.IMMEDIATE;
    const mailIds = await recordConsultationMails(tx, id, [
      { kind: ConsultationMailKind.REQUEST_SENT, recipient: clientEmail },
      ...(lawyerWantsMail
        ? [{ kind: ConsultationMailKind.NEW_REQUEST, recipient: lawyerUser.email }]
        : []),
    ]);
    const deliveries = await recordWebhookEvent(tx, WebhookEventType.CONSULTATION_REQUESTED, {
      consultationId: id,
      lawyerId,
      consultationType,
    });
    return { deliveries, mailIds };
  });
  if (deliveries > 0) await wake?.wakeWebhooks();
  await wakeMails(wake, mailIds);
  await limiter.recordEmail(clientEmail);
  return answer;
}

/** A request as the requester (tracking link) or the lawyer sees it. */
export interface ConsultationRow {
  id: string;
  lawyerId: string;
  lawyerName: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  consultationType: ConsultationType;
  description: string;
  preferredDate: Date | null;
  status: ConsultationStatus;
  createdAt: Date;
  respondedAt: Date | null;
  /** The lawyer's message with their answer. */
  responseMessage: string | null;
  /** With an acceptance: how and when the lawyer proposes to talk. */
  proposedContact: string | null;
  /** Until when the lawyer may answer; past it a pending request expires. */
  answerBy: Date;
  review: { rating: number; text: string; status: ReviewStatus; createdAt: Date } | null;
}

function selectConsultations(em: EntityManager) {
  return tablesOf(em)
    .selectFrom('consultation_requests as c')
    .innerJoin('lawyer_profiles as lp', 'lp.id', 'c.lawyer_id')
    .innerJoin('users as u', 'u.id', 'lp.user_id')
    .leftJoin('reviews as r', 'r.consultation_id', 'c.id')
    .select([
      'c.id',
      'c.lawyer_id',
      'u.full_name as lawyer_name',
      'c.client_name',
      'c.client_email',
      'c.client_phone',
      'c.consultation_type',
      'c.description',
      'c.preferred_date',
      'c.status',
      'c.created_at',
      'c.responded_at',
      'c.response_message',
      'c.proposed_contact',
      'r.rating as review_rating',
      'r.text as review_text',
      'r.status as review_status',
      'r.created_at as review_created_at',
    ]);
}

type SelectedConsultation = Awaited<
  ReturnType<ReturnType<typeof selectConsultations>['executeTakeFirstOrThrow']>
>;

function toConsultationRow(row: SelectedConsultation): ConsultationRow {
  return {
    id: row.id,
    lawyerId: row.lawyer_id,
    lawyerName: row.lawyer_name,
    clientName: row.client_name,
    clientEmail: row.client_email,
    clientPhone: row.client_phone,
    consultationType: row.consultation_type as ConsultationType,
    description: row.description,
    preferredDate: row.preferred_date === null ? null : new Date(row.preferred_date),
    status: row.status as ConsultationStatus,
    createdAt: new Date(row.created_at),
    respondedAt: row.responded_at === null ? null : new Date(row.responded_at),
    responseMessage: row.response_message,
    proposedContact: row.proposed_contact,
    answerBy: answerDeadline(new Date(row.created_at)),
    review:
      row.review_rating === null || row.review_status === null
        ? null
        : {
            rating: row.review_rating,
            text: row.review_text ?? '',
            status: row.review_status as ReviewStatus,
            createdAt: new Date(row.review_created_at ?? row.created_at),
          },
  };
}

const unknownTracking = (): DomainError =>
  notFound('This tracking link is not valid. Check that you copied it whole.');

/** The request behind a tracking token; NOT_FOUND for an unknown one. */
export async function trackConsultation(
  em: EntityManager,
  token: string,
): Promise<ConsultationRow> {
  if (!token || token.length > 100) throw unknownTracking();
  const hash = sha256(token);
  // The link shown when it was sent, or one of those mailed to the requester since.
  const mailed = await consultationOfMailedToken(em, hash);
  const row = await (mailed === null
    ? selectConsultations(em).where('c.tracking_token_hash', '=', hash)
    : selectConsultations(em).where('c.id', '=', mailed)
  ).executeTakeFirst();
  if (!row) throw unknownTracking();
  return toConsultationRow(row);
}

/** Which of a lawyer's requests their page lists. */
export enum ConsultationFilter {
  ALL = 'all',
  PENDING = 'pending',
  ANSWERED = 'answered',
  EXPIRED = 'expired',
}

const FILTER_STATUSES: Record<Exclude<ConsultationFilter, 'all'>, ConsultationStatus[]> = {
  [ConsultationFilter.PENDING]: [ConsultationStatus.PENDING],
  [ConsultationFilter.ANSWERED]: [ConsultationStatus.APPROVED, ConsultationStatus.REJECTED],
  [ConsultationFilter.EXPIRED]: [ConsultationStatus.EXPIRED],
};

/** The requests addressed to the member's lawyer profile, newest first (none without one). */
export async function listConsultationsForLawyer(
  em: EntityManager,
  userId: string,
  page: Page = FIRST_QUEUE_PAGE,
  filter: ConsultationFilter = ConsultationFilter.ALL,
): Promise<ConsultationRow[]> {
  let query = selectConsultations(em).where('lp.user_id', '=', userId);
  if (filter !== ConsultationFilter.ALL) {
    query = query.where('c.status', 'in', FILTER_STATUSES[filter]);
  }
  const rows = await query
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(toConsultationRow);
}

/** The lawyer's answer: a message to the requester always, a proposed contact with an accept. */
export interface ConsultationAnswer {
  accept: boolean;
  message?: unknown;
  proposedContact?: unknown;
}

/**
 * The lawyer accepts (status `approved`) or declines (`rejected`) a pending request addressed to
 * them; only once. Another member gets FORBIDDEN.
 */
export async function respondToConsultation(
  em: EntityManager,
  userId: string,
  consultationId: string,
  answer: ConsultationAnswer,
  wake?: ConsultationWake,
): Promise<ConsultationRow> {
  const problems: FieldErrors = {};
  const message = typeof answer.message === 'string' ? answer.message.trim() : '';
  const proposedContact =
    typeof answer.proposedContact === 'string' ? answer.proposedContact.trim() : '';
  if (checkRequired(problems, 'message', message)) {
    checkMaxLength(problems, 'message', message, CONSULTATION_LIMITS.responseMessage);
  }
  if (answer.accept && checkRequired(problems, 'proposedContact', proposedContact)) {
    checkMaxLength(
      problems,
      'proposedContact',
      proposedContact,
      CONSULTATION_LIMITS.proposedContact,
    );
  }
  throwIfProblems(problems);
  const accept = answer.accept;
  const found = isUuid(consultationId)
    ? await selectConsultations(em)
        .select('lp.user_id as lawyer_user_id')
        .where('c.id', '=', consultationId)
        .executeTakeFirst()
    : undefined;
  if (!found) throw notFound('This consultation request does not exist.');
  if (found.lawyer_user_id !== userId) throw forbidden();
  // The answer and the requester's e-mail commit together; only a pending request is answered.
  const mailIds = await em.transactional(async (tx) => {
    const result = await tablesOf(tx)
      .updateTable('consultation_requests')
      .set({
        status: accept ? ConsultationStatus.APPROVED : ConsultationStatus.REJECTED,
        responded_at: new Date().toISOString(),
        response_message: message,
        proposed_contact: accept ? proposedContact : null,
      })
      .where('id', '=', consultationId)
      .where('status', '=', ConsultationStatus.PENDING)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) {
      throw new DomainError(
        ErrorCode.CONFLICT,
        found.status === ConsultationStatus.EXPIRED
          ? 'This request has expired: it can no longer be answered.'
          : 'This request has already been answered.',
      );
    }
    // The answer is the member's private business: the trail keeps its outcome, not its text.
    await recordAudit(tx, {
      actorId: userId,
      action: AuditAction.CONSULTATION_ANSWERED,
      subjectKind: AuditSubjectKind.CONSULTATION,
      subjectId: consultationId,
      before: { status: ConsultationStatus.PENDING },
      after: { status: accept ? ConsultationStatus.APPROVED : ConsultationStatus.REJECTED },
      scope: AuditScope.ADMIN,
    });
    return recordConsultationMails(tx, consultationId, [
      { kind: ConsultationMailKind.ANSWERED, recipient: found.client_email },
    ]);
  });
  await wakeMails(wake, mailIds);
  const row = await selectConsultations(em)
    .where('c.id', '=', consultationId)
    .executeTakeFirstOrThrow();
  return toConsultationRow(row);
}

/**
 * The requester reviews an ACCEPTED consultation through the tracking link, once; the review
 * waits for moderation (pending) and counts in the rating only once approved.
 */
export async function reviewConsultation(
  em: EntityManager,
  token: string,
  input: { rating: unknown; text: unknown },
): Promise<ConsultationRow> {
  const consultation = await trackConsultation(em, token);
  const problems: FieldErrors = {};
  const rating = input.rating;
  checkIntegerRange(problems, 'rating', rating, RATING, 'must be a whole number from 1 to 5');
  const text = typeof input.text === 'string' ? input.text.trim() : '';
  if (checkRequired(problems, 'text', text)) {
    checkMaxLength(problems, 'text', text, CONSULTATION_LIMITS.reviewText);
  }
  throwIfProblems(problems);
  if (consultation.status !== ConsultationStatus.APPROVED) {
    throw new DomainError(
      ErrorCode.CONFLICT,
      'A review can be left once the lawyer has accepted the consultation.',
    );
  }
  if (consultation.review) {
    throw new DomainError(ErrorCode.CONFLICT, 'You have already reviewed this consultation.');
  }
  const inserted = await tablesOf(em)
    .insertInto('reviews')
    .values({
      id: crypto.randomUUID(),
      consultation_id: consultation.id,
      lawyer_id: consultation.lawyerId,
      rating: rating as number,
      text,
      client_name: consultation.clientName,
      consultation_type: consultation.consultationType,
      status: ReviewStatus.PENDING,
      created_at: new Date().toISOString(),
      decided_at: null,
    })
    .onConflict((oc) => oc.column('consultation_id').doNothing())
    .executeTakeFirst();
  if (inserted.numInsertedOrUpdatedRows === 0n) {
    throw new DomainError(ErrorCode.CONFLICT, 'You have already reviewed this consultation.');
  }
  return trackConsultation(em, token);
}

/** Spec §3 "Pending review", oldest first, for the moderation queue (admin panel). */
export interface PendingReviewRow {
  id: string;
  rating: number;
  text: string;
  clientName: string;
  consultationType: ConsultationType;
  createdAt: Date;
  status: ReviewStatus;
  lawyer: { fullName: string };
}

export async function listPendingReviews(
  em: EntityManager,
  page: Page = FIRST_QUEUE_PAGE,
): Promise<PendingReviewRow[]> {
  const rows = await tablesOf(em)
    .selectFrom('reviews as r')
    .innerJoin('lawyer_profiles as lp', 'lp.id', 'r.lawyer_id')
    .innerJoin('users as u', 'u.id', 'lp.user_id')
    .select([
      'r.id',
      'r.rating',
      'r.text',
      'r.client_name',
      'r.consultation_type',
      'r.created_at',
      'r.status',
      'u.full_name',
    ])
    .where('r.status', '=', ReviewStatus.PENDING)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    text: row.text,
    clientName: row.client_name,
    consultationType: row.consultation_type as ConsultationType,
    createdAt: new Date(row.created_at),
    status: row.status as ReviewStatus,
    lawyer: { fullName: row.full_name },
  }));
}

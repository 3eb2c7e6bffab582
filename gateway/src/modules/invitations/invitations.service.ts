import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import {
  badUserInput,
  type DomainError,
  type FieldErrors,
  forbidden,
  notFound,
} from '../../errors/domain-error.js';
import {
  checkEmail,
  checkLength,
  checkMatches,
  FIRST_QUEUE_PAGE,
  isUuid,
  type Page,
  throwIfProblems,
} from '../../errors/input-checks.js';
import type { Logger } from '../../logging/logger.js';
import type { Mailer } from '../../mail/mailer.js';
import { recordAudit } from '../../shared/record-audit.js';
import { AuditAction, AuditScope, AuditSubjectKind } from '../../values/audit-values.js';
import { Role, STAFF } from '../../values/role.js';
import { WebhookEventType } from '../../values/webhook-values.js';
import { hashPassword, passwordProblem } from '../auth/index.js';
import {
  type AuthUser,
  deleteSession,
  type IssuedSession,
  issueSession,
  normalizeEmail,
  toAuthUser,
  User,
} from '../users/index.js';
import { recordWebhookEvent, type WebhookWake } from '../webhooks/index.js';
import {
  accountExists,
  emailAlreadyMember,
  invalidInvitation,
  tooManyInvitations,
} from './invitations.errors.js';

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** At most this many invitations per staff member in INVITATION_RATE_WINDOW_MS. */
export const INVITATION_RATE_LIMIT = 50;
export const INVITATION_RATE_WINDOW_MS = 60 * 60 * 1000;

export const FULL_NAME_LENGTH = { min: 2, max: 120 } as const;
export const USERNAME_PATTERN = /^[a-z0-9_.]{3,40}$/;
// Tokens are 43 characters; anything much longer cannot be one and is not hashed.
const TOKEN_MAX_LENGTH = 200;

const NO_PENDING_INVITATION = 'There is no pending invitation with this id.';

/** The path of the web page that opens an invitation (web/src/pages/join). */
export const JOIN_PATH = '/join/';

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface CreatedInvitation {
  id: string;
  email: string;
  expiresAt: Date;
  /** Whether an SMTP server accepted the e-mail; false when mail is not configured or failed. */
  emailSent: boolean;
  /** The link with the secret token: answered once, to the inviter. */
  link: string;
}

export interface InvitationPreview {
  email: string;
  invitedByName: string;
  expiresAt: Date;
}

export interface OpenInvitation {
  id: string;
  email: string;
  invitedByName: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface AcceptInvitationRequest {
  token: string;
  fullName: string;
  username: string;
  password: string;
  userAgent: string | null;
  /** The address it came from, shown on the sessions page. */
  ip?: string;
  /** The session cookie the browser sent, if any: that session ends (as at sign-in). */
  previousToken: string | undefined;
}

export interface AcceptedInvitation {
  viewer: AuthUser;
  session: IssuedSession;
}

export class InvitationsService {
  constructor(
    private readonly mailer: Mailer,
    private readonly logger: Logger,
    private readonly webhooks?: WebhookWake,
  ) {}

  /**
   * Invites `email` on behalf of a staff member: stores the invitation (replacing an open one for
   * the same address, whose link stops working), then e-mails the link. A failed e-mail does not
   * undo the invitation: the inviter gets the link to pass on and `emailSent: false`.
   */
  async invite(
    em: EntityManager,
    inviter: Pick<AuthUser, 'id' | 'fullName'>,
    rawEmail: string,
    baseUrl: string,
  ): Promise<CreatedInvitation> {
    const email = normalizeEmail(rawEmail);
    const problems: FieldErrors = {};
    checkEmail(problems, 'email', email);
    throwIfProblems(problems);
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const invitation = {
      id: randomUUID(),
      email,
      token_hash: hashInvitationToken(token),
      invited_by_id: inviter.id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
      accepted_at: null,
      accepted_user_id: null,
    };

    await em.transactional(async (tx) => {
      const tables = tablesOf(tx);
      // One invitation at a time per address, even when two staff members invite it at once.
      await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [
        `invitation:${email}`,
      ]);
      if (await userWithEmailExists(tx, email)) throw emailAlreadyMember();
      const { count } = await tables
        .selectFrom('invitations')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('invited_by_id', '=', inviter.id)
        .where('created_at', '>', new Date(now.getTime() - INVITATION_RATE_WINDOW_MS).toISOString())
        .executeTakeFirstOrThrow();
      if (Number(count) >= INVITATION_RATE_LIMIT) throw tooManyInvitations();
      await tables
        .deleteFrom('invitations')
        .where('email', '=', email)
        .where('accepted_at', 'is', null)
        .execute();
      await tables.insertInto('invitations').values(invitation).execute();
    });

    const link = `${baseUrl}${JOIN_PATH}${token}`;
    const expiresAt = new Date(invitation.expires_at);
    const emailSent = await this.sendInvitationMail(email, inviter.fullName, link, expiresAt);
    return { id: invitation.id, email, expiresAt, emailSent, link };
  }

  /**
   * Sends a pending (not accepted) invitation again on behalf of a staff member, expired or
   * not: a new token and a new 14-day expiry on the same invitation, so that the old link stops
   * working at once; recorded in the audit trail; then e-mailed as invite() does, the link also
   * answered to the staff member. NOT_FOUND when there is no pending invitation of that id.
   */
  async resend(
    em: EntityManager,
    actor: Pick<AuthUser, 'id' | 'fullName' | 'role'>,
    invitationId: string,
    baseUrl: string,
  ): Promise<CreatedInvitation> {
    // The page form reaches here with any signed-in member: the rule is the service's.
    if (!STAFF.includes(actor.role)) throw forbidden();
    if (!isUuid(invitationId)) throw notFound(NO_PENDING_INVITATION);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
    const email = await em.transactional(async (tx) => {
      const renewed = await tablesOf(tx)
        .updateTable('invitations')
        .set({ token_hash: hashInvitationToken(token), expires_at: expiresAt.toISOString() })
        .where('id', '=', invitationId)
        .where('accepted_at', 'is', null)
        .returning(['email'])
        .executeTakeFirst();
      if (!renewed) throw notFound(NO_PENDING_INVITATION);
      await recordAudit(tx, {
        actorId: actor.id,
        action: AuditAction.INVITATION_RESENT,
        subjectKind: AuditSubjectKind.INVITATION,
        subjectId: invitationId,
        subjectTitle: renewed.email,
        after: { expiresAt: expiresAt.toISOString() },
        scope: AuditScope.MODERATION,
      });
      return renewed.email;
    });
    const link = `${baseUrl}${JOIN_PATH}${token}`;
    const emailSent = await this.sendInvitationMail(email, actor.fullName, link, expiresAt);
    return { id: invitationId, email, expiresAt, emailSent, link };
  }

  /** What the join page shows; the one NOT_FOUND for unknown, used and expired tokens. */
  async preview(em: EntityManager, token: string): Promise<InvitationPreview> {
    if (token.length === 0 || token.length > TOKEN_MAX_LENGTH) throw invalidInvitation();
    const row = await tablesOf(em)
      .selectFrom('invitations as i')
      .innerJoin('users as u', 'u.id', 'i.invited_by_id')
      .select(['i.email', 'i.expires_at', 'u.full_name'])
      .where('i.token_hash', '=', hashInvitationToken(token))
      .where('i.accepted_at', 'is', null)
      .where('i.expires_at', '>', new Date().toISOString())
      .executeTakeFirst();
    if (!row) throw invalidInvitation();
    return {
      email: row.email,
      invitedByName: row.full_name,
      expiresAt: new Date(row.expires_at),
    };
  }

  /** Invitations not yet accepted nor expired, newest first (for staff). */
  async listOpen(em: EntityManager, page: Page = FIRST_QUEUE_PAGE): Promise<OpenInvitation[]> {
    const rows = await tablesOf(em)
      .selectFrom('invitations as i')
      .innerJoin('users as u', 'u.id', 'i.invited_by_id')
      .select(['i.id', 'i.email', 'i.created_at', 'i.expires_at', 'u.full_name'])
      .where('i.accepted_at', 'is', null)
      .where('i.expires_at', '>', new Date().toISOString())
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      invitedByName: row.full_name,
      createdAt: new Date(row.created_at),
      expiresAt: new Date(row.expires_at),
    }));
  }

  /**
   * Creates the invitee's account (role member, the invited e-mail), marks the invitation used
   * and starts a session, all in one transaction: a token works once, even when two requests
   * race (the second waits for the first's row lock and then finds it used).
   */
  async accept(em: EntityManager, request: AcceptInvitationRequest): Promise<AcceptedInvitation> {
    const fullName = request.fullName.trim();
    const username = request.username.trim();
    const problems: FieldErrors = {};
    checkLength(problems, 'fullName', fullName, FULL_NAME_LENGTH);
    checkMatches(
      problems,
      'username',
      username,
      USERNAME_PATTERN,
      'must be 3 to 40 characters: lowercase letters, digits, underscores and dots',
    );
    const weakPassword = passwordProblem(request.password, [fullName, username]);
    if (weakPassword) problems.password = weakPassword;
    throwIfProblems(problems);
    if (request.token.length === 0 || request.token.length > TOKEN_MAX_LENGTH) {
      throw invalidInvitation();
    }
    // Hashing takes a while: before the transaction, so that no lock waits on it.
    const passwordHash = await hashPassword(request.password);
    const tokenHash = hashInvitationToken(request.token);

    try {
      const accepted = await em.transactional(async (tx) => {
        const tables = tablesOf(tx);
        const now = new Date().toISOString();
        const claimed = await tables
          .updateTable('invitations')
          .set({ accepted_at: now })
          .where('token_hash', '=', tokenHash)
          .where('accepted_at', 'is', null)
          .where('expires_at', '>', now)
          .returning(['id', 'email'])
          .executeTakeFirst();
        if (!claimed) throw invalidInvitation();
        if (await userWithEmailExists(tx, claimed.email)) throw accountExists();
        const taken = await tables
          .selectFrom('users')
          .select('id')
          .where('username', '=', username)
          .executeTakeFirst();
        if (taken) throw usernameTaken();

        const user = tx.create(User, {
          fullName,
          username,
          email: claimed.email,
          passwordHash,
          role: Role.MEMBER,
        });
        await tx.flush();
        await tables
          .updateTable('invitations')
          .set({ accepted_user_id: user.id })
          .where('id', '=', claimed.id)
          .execute();
        if (request.previousToken) await deleteSession(tx, request.previousToken);
        const session = await issueSession(tx, user.id, {
          userAgent: request.userAgent,
          ip: request.ip ?? null,
        });
        const deliveries = await recordWebhookEvent(tx, WebhookEventType.MEMBER_JOINED, {
          memberId: user.id,
        });
        return { viewer: toAuthUser(user), session, deliveries };
      });
      if (accepted.deliveries > 0) await this.webhooks?.wakeWebhooks();
      return { viewer: accepted.viewer, session: accepted.session };
    } catch (error) {
      // Someone took the username (or the e-mail) between the check and the insert.
      if (error instanceof UniqueConstraintViolationException) {
        throw /email/.test(error.message) ? accountExists() : usernameTaken();
      }
      throw error;
    }
  }

  private async sendInvitationMail(
    email: string,
    inviterName: string,
    link: string,
    expiresAt: Date,
  ): Promise<boolean> {
    try {
      await this.mailer.send(invitationMail(email, inviterName, link, expiresAt));
      return this.mailer.delivers;
    } catch (error) {
      this.logger.warn(
        { err: error, to: email },
        'The invitation e-mail could not be sent; the inviter was given the link instead',
      );
      return false;
    }
  }
}

/** The e-mail: plain text, in English (the portal's default language), with the link. */
export function invitationMail(email: string, inviterName: string, link: string, expiresAt: Date) {
  const until = expiresAt.toISOString().slice(0, 10);
  return {
    to: email,
    subject: "You are invited to the Bar Association members' portal",
    text: [
      'Hello,',
      '',
      `${inviterName} has invited you to join the members' portal of the Bar Association.`,
      'Open this link to create your account:',
      '',
      link,
      '',
      `The link works once and expires on ${until} (UTC).`,
      'If you did not expect this invitation, you can ignore this e-mail.',
    ].join('\n'),
  };
}

function usernameTaken(): DomainError {
  return badUserInput({ username: 'is already taken' });
}

async function userWithEmailExists(em: EntityManager, email: string): Promise<boolean> {
  const row = await tablesOf(em)
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

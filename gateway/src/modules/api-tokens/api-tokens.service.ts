import type { EntityManager } from '@mikro-orm/postgresql';
import { type FieldErrors, notFound } from '../../errors/domain-error.js';
import {
  checkIntegerRange,
  checkMaxLength,
  checkRequired,
  checkUuid,
  isUuid,
  QUEUE_PAGE,
  readPage,
  throwIfProblems,
} from '../../errors/input-checks.js';
import { recordAudit } from '../../shared/record-audit.js';
import { AuditAction, AuditScope, AuditSubjectKind } from '../../values/audit-values.js';
import { Role, STAFF } from '../../values/role.js';
import { recordSecurityEvent } from '../security-log/index.js';
import type { AuthUser } from '../users/index.js';
import {
  type ApiTokenRow,
  type ApiTokenScope,
  generateToken,
  hashToken,
  listApiTokens,
  scopesAllowedFor,
  tokenHint,
} from '../users/index.js';
import { ApiToken } from './api-token.entity.js';

export const TOKEN_NAME_MAX_LENGTH = 80;
/** A token lives 90 days unless its member chooses otherwise, at most a year and a day. */
export const DEFAULT_EXPIRY_DAYS = 90;
export const MAX_EXPIRY_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;
export const MEMBER_FILTER_MAX_LENGTH = 200;

export interface NewApiToken {
  name: string;
  scopes: readonly ApiTokenScope[];
  /** Days until it stops working; DEFAULT_EXPIRY_DAYS when omitted. */
  expiresInDays?: number | null;
}

export interface CreatedApiToken {
  /** The secret, answered once: only its hash is kept. */
  token: string;
  row: ApiTokenRow;
}

/** Where a change came from, for the security log. */
export interface RequestOrigin {
  em: EntityManager;
  log: Parameters<typeof recordSecurityEvent>[0]['log'];
  ip: string;
  userAgent?: string | null;
}

/** Creates a token for the viewer (an interactive session only: see SessionOnly). */
export async function createApiToken(
  origin: RequestOrigin,
  viewer: AuthUser,
  input: NewApiToken,
): Promise<CreatedApiToken> {
  const problems: FieldErrors = {};
  const name = input.name.trim();
  // The same words as the REST schema's refusal of a long name (errors/error-mapper.ts).
  if (checkRequired(problems, 'name', name)) {
    checkMaxLength(problems, 'name', name, TOKEN_NAME_MAX_LENGTH);
  }
  const scopes = [...new Set(input.scopes)];
  const allowed = scopesAllowedFor(viewer.role);
  if (scopes.length === 0) problems.scopes = 'must name at least one scope';
  else if (scopes.some((scope) => !allowed.includes(scope))) {
    problems.scopes = `may only be ${allowed.join(', ')} for your role`;
  }
  const days = input.expiresInDays ?? DEFAULT_EXPIRY_DAYS;
  checkIntegerRange(
    problems,
    'expiresInDays',
    days,
    { min: 1, max: MAX_EXPIRY_DAYS },
    `must be a whole number of days from 1 to ${MAX_EXPIRY_DAYS}`,
  );
  throwIfProblems(problems);

  const token = generateToken();
  const entity = await origin.em.transactional(async (tx) => {
    const created = tx.create(ApiToken, {
      user: viewer.id,
      name,
      tokenHash: hashToken(token),
      hint: tokenHint(token),
      scopes,
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + days * DAY_MS),
    });
    await tx.flush();
    // A staff member's token may act as staff: admins see who made one (members' are theirs).
    if (STAFF.includes(viewer.role)) {
      await recordAudit(tx, {
        actorId: viewer.id,
        action: AuditAction.API_TOKEN_CREATED,
        subjectKind: AuditSubjectKind.API_TOKEN,
        subjectId: created.id,
        subjectTitle: name,
        after: { scopes, expiresAt: created.expiresAt?.toISOString() ?? null },
        scope: AuditScope.ADMIN,
      });
    }
    return created;
  });
  await recordSecurityEvent(origin, {
    type: 'api_token.created',
    actorUserId: viewer.id,
    subjectUserId: viewer.id,
    ip: origin.ip,
    userAgent: origin.userAgent ?? null,
    details: { id: entity.id, name, scopes, expiresInDays: days },
  });
  return {
    token,
    row: {
      id: entity.id,
      name,
      hint: entity.hint,
      scopes,
      createdAt: entity.createdAt,
      expiresAt: entity.expiresAt,
      lastUsedAt: null,
      lastUsedIp: null,
      revokedAt: null,
      owner: { id: viewer.id, fullName: viewer.fullName, email: viewer.email },
    },
  };
}

/** The viewer's own tokens, newest first (revoked and expired ones too, marked as such). */
export function listOwnApiTokens(
  em: EntityManager,
  viewer: AuthUser,
  page: { limit?: number | null; offset?: number | null },
): Promise<ApiTokenRow[]> {
  return listApiTokens(em, { userId: viewer.id }, checkedPage(page));
}

/**
 * Staff: any member's tokens. Moderators name the member (`userId`, or part of a name or e-mail
 * in `member`); admins may list everyone's.
 */
export function listMembersApiTokens(
  em: EntityManager,
  viewer: AuthUser,
  filter: { userId?: string | null; member?: string | null },
  page: { limit?: number | null; offset?: number | null },
): Promise<ApiTokenRow[]> {
  const problems: FieldErrors = {};
  const member = filter.member?.trim() || undefined;
  checkMaxLength(problems, 'member', member, MEMBER_FILTER_MAX_LENGTH);
  checkUuid(problems, 'userId', filter.userId || null);
  const checked = readPage(problems, page, QUEUE_PAGE);
  if (viewer.role !== Role.ADMIN && !filter.userId && !member) {
    problems.member = 'is required: name the member whose tokens to list';
  }
  throwIfProblems(problems);
  return listApiTokens(em, { userId: filter.userId ?? undefined, member }, checked);
}

/**
 * Revokes a token at once (the next request with it answers 401). Its member may revoke it, and
 * staff (`asStaff`: the staff field or route) anyone's; to anyone else an existing token answers
 * like a missing one.
 */
export async function revokeApiToken(
  origin: RequestOrigin,
  viewer: AuthUser,
  tokenId: string,
  { asStaff }: { asStaff: boolean },
): Promise<void> {
  const token = isUuid(tokenId)
    ? await origin.em.findOne(
        ApiToken,
        { id: tokenId },
        { fields: ['id', 'user', 'name', 'revokedAt'] },
      )
    : null;
  const ownerId = token?.user.id;
  const mayRevoke = ownerId === viewer.id || (asStaff && STAFF.includes(viewer.role));
  if (!token || !mayRevoke) throw notFound('No such token.');
  if (token.revokedAt) return;
  const byStaff = ownerId !== viewer.id;
  const revoked = await origin.em.transactional(async (tx) => {
    const count = await tx.nativeUpdate(
      ApiToken,
      { id: tokenId, revokedAt: null },
      { revokedAt: new Date() },
    );
    // Staff revoking a member's token is a moderation act; a member revoking their own is not.
    if (count > 0 && byStaff) {
      await recordAudit(tx, {
        actorId: viewer.id,
        action: AuditAction.API_TOKEN_REVOKED,
        subjectKind: AuditSubjectKind.API_TOKEN,
        subjectId: tokenId,
        subjectTitle: token.name,
        before: { revoked: false },
        after: { revoked: true },
        scope: AuditScope.MODERATION,
      });
    }
    return count;
  });
  if (revoked === 0) return;
  await recordSecurityEvent(origin, {
    type: 'api_token.revoked',
    actorUserId: viewer.id,
    subjectUserId: ownerId ?? null,
    ip: origin.ip,
    userAgent: origin.userAgent ?? null,
    // `id`, not `tokenId`: details keys naming a token are dropped as secrets.
    details: { id: tokenId, byStaff },
  });
}

function checkedPage(page: { limit?: number | null; offset?: number | null }) {
  const problems: FieldErrors = {};
  const checked = readPage(problems, page, QUEUE_PAGE);
  throwIfProblems(problems);
  return checked;
}

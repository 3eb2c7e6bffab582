import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { tablesOf } from '../../db/tables.js';
import { badUserInput, DomainError, forbidden, notFound } from '../../errors/domain-error.js';
import { ErrorCode } from '../../errors/error-code.js';
import { isUuid } from '../../errors/input-checks.js';
import { notify } from '../../shared/notify.js';
import { ConnectionStatus } from '../../values/connection-status.js';
import { NotificationKind } from '../../values/notification-kind.js';
import {
  getMember,
  listRelatedMembers,
  MemberRelation,
  type MemberRow,
} from './members.service.js';

const MEMBER_NOT_FOUND = 'This member does not exist.';
const REQUEST_NOT_FOUND = 'This connection request does not exist.';

interface ConnectionRecord {
  id: string;
  requester_id: string;
  addressee_id: string;
  status: ConnectionStatus;
}

/**
 * The viewer asks a member to connect, and the member is notified. Asking again while the request
 * waits, or once connected, changes nothing. If the member had already asked the viewer, this
 * accepts their request instead. After a declined request either of the two may ask again: the
 * pair's one row becomes a new pending request from the viewer.
 * Answers the member as the viewer now sees them.
 */
export async function requestConnection(
  em: EntityManager,
  viewerId: string,
  memberId: string,
): Promise<MemberRow> {
  if (memberId === viewerId) throw badUserInput({ memberId: 'cannot be yourself' });
  return em.transactional(async (tx) => {
    if (!(await getMember(tx, viewerId, memberId))) throw notFound(MEMBER_NOT_FOUND);
    await lockPair(tx, viewerId, memberId);
    const existing = await findPair(tx, viewerId, memberId);
    const now = new Date().toISOString();

    if (!existing) {
      const id = randomUUID();
      await tablesOf(tx)
        .insertInto('connections')
        .values({
          id,
          requester_id: viewerId,
          addressee_id: memberId,
          status: ConnectionStatus.PENDING,
          created_at: now,
          responded_at: null,
        })
        .execute();
      await notifyOf(tx, memberId, viewerId, NotificationKind.CONNECTION_REQUEST, id);
    } else if (existing.status === ConnectionStatus.PENDING && existing.requester_id === memberId) {
      // They asked first: asking back is saying yes.
      await answer(tx, existing, ConnectionStatus.ACCEPTED, now);
      await notifyOf(tx, memberId, viewerId, NotificationKind.CONNECTION_ACCEPTED, existing.id);
    } else if (existing.status === ConnectionStatus.DECLINED) {
      await tablesOf(tx)
        .updateTable('connections')
        .set({
          requester_id: viewerId,
          addressee_id: memberId,
          status: ConnectionStatus.PENDING,
          created_at: now,
          responded_at: null,
        })
        .where('id', '=', existing.id)
        .execute();
      await notifyOf(tx, memberId, viewerId, NotificationKind.CONNECTION_REQUEST, existing.id);
    }
    // Otherwise the viewer's own request is waiting, or they are connected: nothing to do.
    return requireMember(tx, viewerId, memberId);
  });
}

/**
 * The addressee of a pending request accepts or declines it; the requester is notified of an
 * acceptance only.
 * Repeating the same answer changes nothing; changing an answer already given is refused.
 * Answers the requester as the viewer now sees them.
 */
export async function respondToConnection(
  em: EntityManager,
  viewerId: string,
  connectionId: string,
  accept: boolean,
): Promise<MemberRow> {
  if (!isUuid(connectionId)) throw notFound(REQUEST_NOT_FOUND);
  return em.transactional(async (tx) => {
    const connection = await lockRequest(tx, connectionId, viewerId, 'addressee');

    const decision = accept ? ConnectionStatus.ACCEPTED : ConnectionStatus.DECLINED;
    if (connection.status === ConnectionStatus.PENDING) {
      await answer(tx, connection, decision, new Date().toISOString());
      // A decline is told to nobody: the requester sees their request no longer waits.
      if (accept) {
        await notifyOf(
          tx,
          connection.requester_id,
          viewerId,
          NotificationKind.CONNECTION_ACCEPTED,
          connection.id,
        );
      }
    } else if (connection.status !== decision) {
      throw new DomainError(ErrorCode.CONFLICT, 'This request has already been answered.');
    }
    return requireMember(tx, viewerId, connection.requester_id);
  });
}

/**
 * The requester takes back a request that waits for an answer: the row goes, and with it the
 * addressee's notification of it (the foreign key cascades); nobody is notified. A request
 * that was answered is refused, one that is gone is not found, and only the requester may
 * withdraw. Answers the addressee as the viewer now sees them.
 */
export async function withdrawConnectionRequest(
  em: EntityManager,
  viewerId: string,
  connectionId: string,
): Promise<MemberRow> {
  if (!isUuid(connectionId)) throw notFound(REQUEST_NOT_FOUND);
  return em.transactional(async (tx) => {
    const connection = await lockRequest(tx, connectionId, viewerId, 'requester');
    if (connection.status !== ConnectionStatus.PENDING) {
      throw new DomainError(ErrorCode.CONFLICT, 'This request has already been answered.');
    }
    await tablesOf(tx).deleteFrom('connections').where('id', '=', connection.id).execute();
    return requireMember(tx, viewerId, connection.addressee_id);
  });
}

/**
 * Locks the request `connectionId` for the rest of the transaction, if the viewer is its `side`:
 * NOT_FOUND when it is missing or someone else's (as invisible as a missing one), FORBIDDEN when
 * the viewer is its other party.
 */
async function lockRequest(
  tx: EntityManager,
  connectionId: string,
  viewerId: string,
  side: 'requester' | 'addressee',
): Promise<ConnectionRecord> {
  const connection = await tablesOf(tx)
    .selectFrom('connections')
    .select(['id', 'requester_id', 'addressee_id', 'status'])
    .where('id', '=', connectionId)
    .forUpdate()
    .executeTakeFirst();
  if (
    !connection ||
    (connection.addressee_id !== viewerId && connection.requester_id !== viewerId)
  ) {
    throw notFound(REQUEST_NOT_FOUND);
  }
  const own = side === 'requester' ? connection.requester_id : connection.addressee_id;
  if (own !== viewerId) throw forbidden();
  return connection;
}

/** The viewer's connections page: their connections, requests received, requests sent. */
export interface ConnectionsOverview {
  connections: MemberRow[];
  received: MemberRow[];
  sent: MemberRow[];
}

export async function connectionsOverview(
  em: EntityManager,
  viewerId: string,
): Promise<ConnectionsOverview> {
  return {
    connections: await listRelatedMembers(em, viewerId, MemberRelation.CONNECTED),
    received: await listRelatedMembers(em, viewerId, MemberRelation.RECEIVED),
    sent: await listRelatedMembers(em, viewerId, MemberRelation.SENT),
  };
}

/** Serialises requests between the same two members, whoever asks, until the transaction ends. */
async function lockPair(em: EntityManager, a: string, b: string): Promise<void> {
  const key = a < b ? `${a}:${b}` : `${b}:${a}`;
  await sql`select pg_advisory_xact_lock(hashtextextended(${`connection:${key}`}, 0))`.execute(
    tablesOf(em),
  );
}

async function findPair(
  em: EntityManager,
  viewerId: string,
  memberId: string,
): Promise<ConnectionRecord | undefined> {
  return tablesOf(em)
    .selectFrom('connections')
    .select(['id', 'requester_id', 'addressee_id', 'status'])
    .where((eb) =>
      eb.or([
        eb.and([eb('requester_id', '=', viewerId), eb('addressee_id', '=', memberId)]),
        eb.and([eb('requester_id', '=', memberId), eb('addressee_id', '=', viewerId)]),
      ]),
    )
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

async function answer(
  em: EntityManager,
  connection: ConnectionRecord,
  status: ConnectionStatus,
  at: string,
): Promise<void> {
  await tablesOf(em)
    .updateTable('connections')
    .set({ status, responded_at: at })
    .where('id', '=', connection.id)
    .execute();
}

function notifyOf(
  em: EntityManager,
  recipientId: string,
  actorId: string,
  kind: NotificationKind,
  connectionId: string,
): Promise<void> {
  return notify(em, { recipientId, actorId, kind, connectionId });
}

async function requireMember(
  em: EntityManager,
  viewerId: string,
  memberId: string,
): Promise<MemberRow> {
  const member = await getMember(em, viewerId, memberId);
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  return member;
}

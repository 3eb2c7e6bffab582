import type { EntityManager } from '@mikro-orm/postgresql';
import { Connection } from '../modules/members/index.js';
import { ConnectionStatus } from '../values/connection-status.js';
import { seedUuid } from './seed-uuid.js';

const HOUR_MS = 60 * 60 * 1000;
const FIRST_REQUEST_AT = Date.UTC(2026, 9, 5, 10, 0, 0);

interface SeedConnection {
  from: string;
  to: string;
  status: ConnectionStatus;
}

/**
 * Requests to and from the demo member (amina.abdi), in every state, so that the directory shows
 * each button: waiting in both directions, accepted in both directions, one declined. The demo
 * member and the demo moderator are left unconnected for the browser test to connect them.
 */
export const SEED_CONNECTIONS: readonly SeedConnection[] = [
  { from: 'amina.abdi', to: 'hodan.farah', status: ConnectionStatus.PENDING },
  { from: 'amina.abdi', to: 'mohamed.nur', status: ConnectionStatus.ACCEPTED },
  { from: 'amina.abdi', to: 'said.dahir', status: ConnectionStatus.DECLINED },
  { from: 'ayaan.jama', to: 'amina.abdi', status: ConnectionStatus.PENDING },
  { from: 'khadija.elmi', to: 'amina.abdi', status: ConnectionStatus.PENDING },
  { from: 'abdikarim.guled', to: 'amina.abdi', status: ConnectionStatus.ACCEPTED },
  { from: 'hodan.farah', to: 'ayaan.jama', status: ConnectionStatus.ACCEPTED },
];

/** The demo connections, with fixed ids and times. Call after the people. */
export function seedDemoConnections(em: EntityManager): void {
  SEED_CONNECTIONS.forEach((connection, index) => {
    const createdAt = FIRST_REQUEST_AT + index * 7 * HOUR_MS;
    em.create(Connection, {
      id: seedUuid(`connection:${connection.from}:${connection.to}`),
      requester: seedUuid(`user:${connection.from}`),
      addressee: seedUuid(`user:${connection.to}`),
      status: connection.status,
      createdAt: new Date(createdAt),
      respondedAt:
        connection.status === ConnectionStatus.PENDING ? null : new Date(createdAt + 5 * HOUR_MS),
    });
  });
}

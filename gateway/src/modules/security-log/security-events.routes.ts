import type { FastifyInstance } from 'fastify';
import { ADMINS } from '../users/role.js';
import { SecurityEventType, SecurityOutcome } from './security-event-type.js';
import {
  IP_SEARCH_MAX_LENGTH,
  listSecurityEvents,
  MEMBER_SEARCH_MAX_LENGTH,
  SECURITY_EVENTS_PAGE,
} from './security-events.service.js';

interface SecurityEventsQuery {
  type?: SecurityEventType;
  outcome?: SecurityOutcome;
  member?: string;
  ip?: string;
  from?: string;
  to?: string;
  first?: number;
  after?: string;
}

const querySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: Object.values(SecurityEventType) },
    outcome: { type: 'string', enum: Object.values(SecurityOutcome) },
    member: { type: 'string', maxLength: MEMBER_SEARCH_MAX_LENGTH },
    ip: { type: 'string', maxLength: IP_SEARCH_MAX_LENGTH },
    from: { type: 'string', format: 'date-time' },
    to: { type: 'string', format: 'date-time' },
    first: { type: 'integer', minimum: 1, maximum: SECURITY_EVENTS_PAGE.max },
    after: { type: 'string', format: 'uuid' },
  },
} as const;

/** REST twin of the GraphQL securityEvents: GET /api/admin/security-events (admins only). */
export function registerSecurityEventRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: SecurityEventsQuery }>(
    '/api/admin/security-events',
    { config: { access: ADMINS }, schema: { querystring: querySchema } },
    async (request) => {
      const { first, after, from, to, ...filter } = request.query;
      const page = await listSecurityEvents(
        request.em,
        {
          ...filter,
          from: from === undefined ? null : new Date(from),
          to: to === undefined ? null : new Date(to),
        },
        { first, after },
      );
      return {
        events: page.events.map((event) => ({
          ...event,
          occurredAt: event.occurredAt.toISOString(),
        })),
        hasMore: page.hasMore,
      };
    },
  );
}

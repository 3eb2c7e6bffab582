import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { IsoDateTime, Nullable, OneOf, Shape, Uuid } from '../../http/api-schema.js';
import { ADMINS } from '../../values/role.js';
import { SecurityEventType, SecurityOutcome } from '../../values/security-event-type.js';
import {
  IP_SEARCH_MAX_LENGTH,
  listSecurityEvents,
  MEMBER_SEARCH_MAX_LENGTH,
  SECURITY_EVENTS_PAGE,
} from './security-events.service.js';

const Query = Type.Object(
  {
    type: Type.Optional(OneOf(Object.values(SecurityEventType))),
    outcome: Type.Optional(OneOf(Object.values(SecurityOutcome))),
    member: Type.Optional(
      Type.String({ maxLength: MEMBER_SEARCH_MAX_LENGTH, description: 'Name or e-mail.' }),
    ),
    ip: Type.Optional(Type.String({ maxLength: IP_SEARCH_MAX_LENGTH })),
    from: Type.Optional(IsoDateTime()),
    to: Type.Optional(IsoDateTime()),
    first: Type.Optional(Type.Integer({ minimum: 1, maximum: SECURITY_EVENTS_PAGE.max })),
    after: Type.Optional(Uuid({ description: "The previous page's last event." })),
  },
  { additionalProperties: false },
);

const EventMember = Nullable(Shape({ id: Uuid(), fullName: Type.String(), email: Type.String() }));

const EventList = Shape({
  events: Type.Array(
    Shape({
      id: Uuid(),
      occurredAt: IsoDateTime(),
      type: OneOf(Object.values(SecurityEventType)),
      outcome: OneOf(Object.values(SecurityOutcome)),
      actor: EventMember,
      subject: EventMember,
      ip: Nullable(Type.String()),
      userAgent: Nullable(Type.String()),
      details: Type.Record(Type.String(), Type.Unknown()),
    }),
  ),
  hasMore: Type.Boolean({ description: "More events: ask again with after = the last one's id." }),
});

/** REST twin of the GraphQL securityEvents: GET /api/admin/security-events (admins only). */
export function registerSecurityEventRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/admin/security-events',
    {
      config: { access: ADMINS },
      schema: {
        summary: 'The security log',
        querystring: Query,
        response: { 200: EventList },
      },
    },
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

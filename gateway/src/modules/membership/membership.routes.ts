import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Nullable, Ok } from '../../http/api-schema.js';
import type { MembershipService } from './membership.service.js';

// Lengths and the e-mail are checked by the service (shared with GraphQL); this bounds the body.
const str = Type.String({ maxLength: 10_000 });
const optional = Type.Optional(Nullable(Type.String({ maxLength: 10_000 })));

const ApplicationBody = Type.Object({
  fullName: str,
  email: str,
  phone: optional,
  barNumber: str,
  specialization: optional,
  city: optional,
  message: optional,
  website: optional,
});

/** POST /api/membership-applications (public): REST twin of applyForMembership; 201 `{ok: true}`. */
export function registerMembershipRoutes(
  fastify: FastifyInstance,
  service: MembershipService,
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/membership-applications',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Apply for membership',
        description: '`website` is a honeypot: leave it empty.',
        body: ApplicationBody,
        response: { 201: Ok },
      },
    },
    async (request, reply) => {
      await service.apply(request.em, { ...request.body, ip: request.ip });
      return reply.code(201).send({ ok: true as const });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ApplicationRequest, MembershipService } from './membership.service.js';

type ApplicationBody = Omit<ApplicationRequest, 'ip'>;

const str = { type: 'string', maxLength: 10_000 } as const;
const optional = { type: ['string', 'null'], maxLength: 10_000 } as const;

/** POST /api/membership-applications (public): REST twin of applyForMembership; 201 `{ok: true}`. */
export function registerMembershipRoutes(app: FastifyInstance, service: MembershipService): void {
  app.post<{ Body: ApplicationBody }>(
    '/api/membership-applications',
    {
      config: { access: 'public' },
      schema: {
        body: {
          type: 'object',
          required: ['fullName', 'email', 'barNumber'],
          properties: {
            fullName: str,
            email: str,
            phone: optional,
            barNumber: str,
            specialization: optional,
            city: optional,
            message: optional,
            website: optional,
          },
        },
      },
    },
    async (request, reply) => {
      await service.apply(request.em, { ...request.body, ip: request.ip });
      return reply.code(201).send({ ok: true });
    },
  );
}

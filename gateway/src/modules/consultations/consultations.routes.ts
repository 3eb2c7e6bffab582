import type { FastifyInstance } from 'fastify';
import type { ConsultationRateLimiter } from './consultation-rate-limiter.js';
import { type ConsultationInput, createConsultation } from './consultations.service.js';

/**
 * POST /api/consultations (public): spec §7's body. Validated by the service (400 naming the
 * field), limited per address and e-mail (429 + Retry-After), duplicates refused (409). The
 * answer carries the private tracking link; a filled honeypot (`website`) gets the same answer
 * with nothing stored.
 */
export function registerConsultationRoutes(
  app: FastifyInstance,
  deps: { limiter: ConsultationRateLimiter },
): void {
  app.post<{ Body: ConsultationInput }>(
    '/api/consultations',
    {
      config: { access: 'public' },
      schema: { body: { type: 'object' } },
    },
    async (request, reply) => {
      const created = await createConsultation(
        request.em,
        deps.limiter,
        request.body ?? {},
        request.ip,
      );
      return reply.status(201).send({
        status: 'pending',
        trackingToken: created.trackingToken,
        trackingUrl: created.trackingPath,
      });
    },
  );
}

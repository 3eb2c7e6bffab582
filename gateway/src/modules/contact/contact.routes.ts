import type { FastifyInstance } from 'fastify';
import type { ContactService } from './contact.service.js';

interface ContactBody {
  name: string;
  email: string;
  subject: string;
  message: string;
  website?: string | null;
}

const str = { type: 'string', maxLength: 10_000 } as const;

/** POST /api/contact (public): REST twin of sendContactMessage; 201 `{ok: true}`. */
export function registerContactRoutes(app: FastifyInstance, service: ContactService): void {
  app.post<{ Body: ContactBody }>(
    '/api/contact',
    {
      config: { access: 'public' },
      schema: {
        body: {
          type: 'object',
          required: ['name', 'email', 'subject', 'message'],
          properties: {
            name: str,
            email: str,
            subject: str,
            message: str,
            website: { type: ['string', 'null'], maxLength: 1000 },
          },
        },
      },
    },
    async (request, reply) => {
      await service.send(request.em, { ...request.body, ip: request.ip });
      return reply.code(201).send({ ok: true });
    },
  );
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Nullable, Ok } from '../../http/api-schema.js';
import type { ContactService } from './contact.service.js';

// Lengths and the e-mail are checked by the service (shared with GraphQL); this bounds the body.
const str = Type.String({ maxLength: 10_000 });

const ContactBody = Type.Object({
  name: str,
  email: str,
  subject: str,
  message: str,
  website: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
});

/** POST /api/contact (public): REST twin of sendContactMessage; 201 `{ok: true}`. */
export function registerContactRoutes(fastify: FastifyInstance, service: ContactService): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/contact',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Write to the association',
        description: '`website` is a honeypot: leave it empty.',
        body: ContactBody,
        response: { 201: Ok },
      },
    },
    async (request, reply) => {
      await service.send(request.em, { ...request.body, ip: request.ip });
      return reply.code(201).send({ ok: true as const });
    },
  );
}

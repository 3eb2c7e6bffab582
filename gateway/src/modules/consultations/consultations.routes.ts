import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Nullable, Shape } from '../../http/api-schema.js';
import { requestLanguage } from '../../http/page-language.js';
import { ConsultationType } from '../../values/consultation-type.js';
import { MAIL_LANGUAGES } from '../../values/mail-preference.js';
import type { ConsultationRateLimiter } from './consultation-rate-limiter.js';
import { type ConsultationWake, createConsultation } from './consultations.service.js';

const text = (description: string) => Type.Optional(Nullable(Type.String({ description })));

/**
 * The request's fields (spec §7). Types are documented here; the service checks presence,
 * lengths, the e-mail and the lawyer (the same rules as the GraphQL mutation, one place).
 */
const ConsultationBody = Type.Object({
  lawyerId: text('The public lawyer asked (an id from GET /api/public/lawyers).'),
  clientName: text('Required.'),
  clientEmail: text('Required: where the lawyer answers.'),
  clientPhone: text('Optional.'),
  consultationType: text(`Required: one of ${Object.values(ConsultationType).join(', ')}.`),
  description: text('Required: what the consultation is about.'),
  preferredDate: text('Optional: an ISO date.'),
  website: text('Leave empty (a honeypot for form-filling robots).'),
});

/**
 * POST /api/consultations (public): spec §7's body. Validated by the service (400 naming the
 * field), limited per address and e-mail (429 + Retry-After), duplicates refused (409). The
 * answer carries the private tracking link; a filled honeypot (`website`) gets the same answer
 * with nothing stored.
 */
export function registerConsultationRoutes(
  fastify: FastifyInstance,
  deps: { limiter: ConsultationRateLimiter; wake: ConsultationWake },
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/consultations',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Ask a public lawyer for a consultation',
        description:
          "The requester's e-mails (the tracking link, the lawyer's answer) are written in the language of `Accept-Language` (en, so, ar or fr; else English).",
        body: ConsultationBody,
        response: {
          201: Shape({
            status: Type.Literal('pending'),
            trackingToken: Type.String({ description: 'Shown once: the private tracking link.' }),
            trackingUrl: Type.String(),
          }),
        },
      },
    },
    async (request, reply) => {
      const created = await createConsultation(
        request.em,
        deps.limiter,
        request.body ?? {},
        { ip: request.ip, language: requestLanguage(request, MAIL_LANGUAGES, 'en') },
        deps.wake,
      );
      return reply.status(201).send({
        status: 'pending' as const,
        trackingToken: created.trackingToken,
        trackingUrl: created.trackingPath,
      });
    },
  );
}

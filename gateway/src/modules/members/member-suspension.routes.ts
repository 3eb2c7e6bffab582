import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { IsoDateTime, Nullable, Shape, Uuid } from '../../http/api-schema.js';
import { viewerOf } from '../../http/authentication.js';
import { ADMINS } from '../../values/role.js';
import {
  changeSuspension,
  SUSPENSION_REASON_LENGTH,
  type SuspensionState,
  suspensionOf,
} from './member-suspension.service.js';

const Params = Type.Object({ id: Uuid({ description: "The member's id." }) });

const Body = Type.Object(
  {
    reason: Type.String({
      minLength: SUSPENSION_REASON_LENGTH.min,
      maxLength: SUSPENSION_REASON_LENGTH.max,
      description: 'Why; kept in the audit trail.',
    }),
  },
  { additionalProperties: false },
);

const State = Shape({
  id: Uuid(),
  suspendedAt: Nullable(IsoDateTime({ description: 'When it was suspended; null: in use.' })),
});

const asJson = (state: SuspensionState) => ({
  id: state.id,
  suspendedAt: state.suspendedAt?.toISOString() ?? null,
});

/** REST twins of memberSuspension, suspendMember and reinstateMember (admins). */
export function registerSuspensionRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/admin/members/:id/suspension',
    {
      config: { access: ADMINS },
      schema: {
        summary: "Whether a member's account is suspended",
        params: Params,
        response: { 200: State },
      },
    },
    async (request) => asJson(await suspensionOf(request.em, request.params.id)),
  );
  for (const [action, suspend] of [
    ['suspend', true],
    ['reinstate', false],
  ] as const) {
    app.post(
      `/api/admin/members/:id/${action}`,
      {
        config: { access: ADMINS },
        schema: {
          summary: suspend ? 'Suspend a member' : 'Reinstate a suspended member',
          description: suspend
            ? 'Sign-in is refused, the sessions end and the API tokens are revoked at once; recorded in the audit trail. 400 for your own account.'
            : 'The member may sign in again (revoked tokens stay revoked); recorded in the audit trail.',
          params: Params,
          body: Body,
          response: { 200: State },
        },
      },
      async (request) =>
        asJson(
          await changeSuspension(request.em, viewerOf(request), request.params.id, {
            suspend,
            reason: request.body.reason,
          }),
        ),
    );
  }
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { IdParams, Instant, NoBody, Shape, Uuid } from '../../http/api-schema.js';
import { viewerOf } from '../../http/authentication.js';
import { STAFF } from '../../values/role.js';
import type { InvitationsService } from './invitations.service.js';

const Sent = Shape({
  id: Uuid({ description: 'The invitation id.' }),
  email: Type.String({ description: 'The address invited.' }),
  emailSent: Type.Boolean({
    description: 'Whether an SMTP server accepted the e-mail; false: pass the link on yourself.',
  }),
  expiresAt: Instant({ description: 'When the new link stops working.' }),
  link: Type.String({ description: 'The new invitation link; answered only here, once.' }),
});

/** The REST twin of resendInvitation (moderators and admins). */
export function registerInvitationRoutes(
  fastify: FastifyInstance,
  { invitations, publicUrl }: { invitations: InvitationsService; publicUrl: string },
): void {
  fastify.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/admin/invitations/:id/resend',
    {
      config: { access: STAFF },
      schema: {
        summary: 'Send a pending invitation again',
        description:
          'A new link for 14 days, e-mailed again; the old link stops working. Recorded in the audit trail. 404 when no invitation of that id is pending.',
        params: IdParams,
        body: NoBody,
        response: { 200: Sent },
      },
    },
    async (request) =>
      invitations.resend(request.em, viewerOf(request), request.params.id, publicUrl),
  );
}

import fastifyMultipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { badUserInput } from '../../errors/domain-error.js';
import { ErrorCode } from '../../errors/error-code.js';
import { NoContent, Shape, Uuid } from '../../http/api-schema.js';
import { viewerOf } from '../../http/authentication.js';
import type { DocumentStorage } from '../../storage/storage.js';
import { ANY_MEMBER } from '../../values/role.js';
import { recordSecurityEvent } from '../security-log/index.js';
import { LAWYER_PHOTOS_PATH } from './lawyer-photo-path.js';
import {
  openLawyerPhoto,
  PHOTO_MAX_BYTES,
  PHOTO_MEDIA_TYPE,
  PhotoRefused,
  removeLawyerPhoto,
  saveLawyerPhoto,
} from './lawyer-photos.js';
import { registerPublicLawyerRoutes } from './public-lawyers.routes.js';

/**
 * The public directory and lawyer pages' data (public-lawyers.routes.ts). The member's photo:
 * PUT (multipart, one file) and DELETE /api/lawyers/me/photo; GET /api/lawyers/photos/:key
 * serves it.
 */
export async function registerLawyerRoutes(
  fastify: FastifyInstance,
  { photos }: { photos: DocumentStorage },
): Promise<void> {
  registerPublicLawyerRoutes(fastify);
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    `${LAWYER_PHOTOS_PATH}/:key`,
    {
      config: { access: 'public' },
      schema: {
        summary: "A lawyer's photo",
        params: Type.Object({ key: Uuid() }),
        response: {
          200: {
            description: 'The photo (cached for a year: a new photo gets a new key).',
            content: { [PHOTO_MEDIA_TYPE]: { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
    },
    async (request, reply) => {
      const body = await openLawyerPhoto(request.em, photos, request.params.key);
      // A new photo gets a new key, so a key's bytes never change: cached for a year.
      return reply
        .header('content-type', PHOTO_MEDIA_TYPE)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(body as never);
    },
  );

  app.delete(
    '/api/lawyers/me/photo',
    {
      config: { access: ANY_MEMBER },
      schema: { summary: 'Remove my lawyer photo', response: { 204: NoContent } },
    },
    async (request, reply) => {
      await removeLawyerPhoto(request.em, photos, viewerOf(request).id);
      return reply.code(204).send();
    },
  );

  // The multipart parser exists only for the upload route (an encapsulated context).
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    });
    scope.put(
      '/api/lawyers/me/photo',
      {
        config: { access: ANY_MEMBER, multipartUpload: true },
        schema: {
          summary: 'Set my lawyer photo',
          description:
            'multipart/form-data with one file in the field photo; needs the X-Requested-With ' +
            'header. The image is decoded and re-encoded.',
          consumes: ['multipart/form-data'],
          response: { 200: Shape({ profileImage: Type.String() }) },
        },
      },
      async (request) => {
        try {
          const file = await request.file();
          if (!file) throw badUserInput({ photo: 'is required' });
          const bytes = await file.toBuffer();
          const profileImage = await saveLawyerPhoto(
            request.em,
            photos,
            viewerOf(request).id,
            bytes,
          );
          return { profileImage };
        } catch (error) {
          request.raw.resume();
          return reportRefusal(request, error);
        }
      },
    );
  });
}

/**
 * 413/415 name the `photo` field and are reported as security events; every error then goes to
 * the one error handler, which answers it.
 */
async function reportRefusal(request: FastifyRequest, error: unknown): Promise<never> {
  const code = (error as { code?: unknown } | null)?.code;
  const refused =
    code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT'
      ? new PhotoRefused(
          ErrorCode.PAYLOAD_TOO_LARGE,
          `The photo must be at most ${PHOTO_MAX_BYTES / (1024 * 1024)} MB, one file.`,
        )
      : error;
  if (refused instanceof PhotoRefused) {
    await recordSecurityEvent(request, {
      type: 'upload.refused',
      actorUserId: viewerOf(request).id,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      details: { upload: 'lawyer-photo', status: refused.status },
    });
  }
  throw refused;
}

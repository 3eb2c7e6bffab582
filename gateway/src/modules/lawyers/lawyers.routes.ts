import fastifyMultipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { badUserInput } from '../../errors/domain-error.js';
import { NoContent, Nullable, Shape, Uuid } from '../../http/api-schema.js';
import { viewerOf } from '../../http/authentication.js';
import type { DocumentStorage } from '../../storage/storage.js';
import { recordSecurityEvent } from '../security-log/index.js';
import { ANY_MEMBER } from '../users/role.js';
import { LAWYER_PHOTOS_PATH } from './lawyer-photo-path.js';
import {
  openLawyerPhoto,
  PHOTO_MAX_BYTES,
  PHOTO_MEDIA_TYPE,
  PhotoRefused,
  removeLawyerPhoto,
  saveLawyerPhoto,
} from './lawyer-photos.js';
import { publicLawyersJson } from './lawyers.service.js';

const text = Nullable(Type.String());

/** Spec §3 "Public lawyer" (the JSON is built by PostgreSQL: publicLawyersJson). */
const PublicLawyer = Shape({
  id: Uuid(),
  fullName: Type.String(),
  specialization: text,
  practiceAreas: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
  experience: text,
  bio: text,
  profileImage: text,
  verified: Type.Union([Type.Literal(1), Type.Literal(0)], { description: '1: verified.' }),
  averageRating: Type.Number(),
  totalReviews: Type.Integer(),
  consultationRate: text,
  publicConsultationAvailable: Type.Boolean(),
  contactPhone: text,
  officeAddress: text,
  websiteUrl: text,
  linkedinUrl: text,
});

/**
 * GET /api/public/lawyers (public): spec §3 "Public lawyer", `verified` as 1 or 0, by name; the
 * JSON comes whole from PostgreSQL (see publicLawyersJson). The member's photo: PUT (multipart,
 * one file) and DELETE /api/lawyers/me/photo; GET /api/lawyers/photos/:key serves it.
 */
export async function registerLawyerRoutes(
  fastify: FastifyInstance,
  { photos }: { photos: DocumentStorage },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/public/lawyers',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The public lawyer directory',
        response: { 200: Type.Array(PublicLawyer) },
      },
    },
    async (request, reply) => {
      const body = await publicLawyersJson(request.em);
      // Ready JSON text from PostgreSQL (the schema documents it; the tests check it).
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

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
      async (request, reply) => {
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
          return refuse(request, reply, error);
        }
      },
    );
  });
}

/** 413/415 with the field named, and a security event; anything else goes to the error handler. */
async function refuse(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  const refused =
    code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT'
      ? new PhotoRefused(
          413,
          'PAYLOAD_TOO_LARGE',
          `The photo must be at most ${PHOTO_MAX_BYTES / (1024 * 1024)} MB, one file.`,
        )
      : error;
  if (!(refused instanceof PhotoRefused)) throw error;
  await recordSecurityEvent(request, {
    type: 'upload.refused',
    actorUserId: viewerOf(request).id,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    details: { upload: 'lawyer-photo', status: refused.status },
  });
  return reply.status(refused.status).send({
    message: refused.message,
    code: refused.code,
    fields: { photo: refused.message },
  });
}

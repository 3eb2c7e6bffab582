import fastifyMultipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ErrorCode } from '../../errors/error-code.js';
import { IsoDateTime, Limit, Nullable, OneOf, Shape, Uuid } from '../../http/api-schema.js';
import { viewerOf } from '../../http/authentication.js';
import type { ArchiveLimits, DocumentLimits } from '../../settings/storage-config.js';
import type { DocumentStorage } from '../../storage/storage.js';
import { DocumentStatus } from '../../values/document-status.js';
import { ANY_MEMBER } from '../../values/role.js';
import {
  DESCRIPTION_MAX,
  type DocumentRow,
  DocumentUpload,
  listDocuments,
  openDownload,
  PAGE_SIZE,
  type UploadFields,
  UploadRefused,
} from './documents.service.js';
import { reportUploadSecurityEvent } from './upload-security-events.js';

const DocumentBody = Shape({
  id: Uuid(),
  title: Type.String(),
  description: Nullable(Type.String()),
  fileType: Type.String({ description: 'The media type.' }),
  fileName: Type.String(),
  size: Type.Integer({ description: 'Bytes.' }),
  uploadedBy: Shape({ id: Uuid(), fullName: Type.String() }),
  downloads: Type.Integer(),
  status: OneOf(Object.values(DocumentStatus), {
    description: 'scanning: being checked for viruses; only available documents download.',
  }),
  createdAt: IsoDateTime(),
  practiceAreaId: Nullable(Uuid()),
  practiceArea: Nullable(Shape({ id: Uuid(), name: Type.String() })),
  downloadUrl: Type.String(),
});

const binary = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } },
});

export interface DocumentRouteDeps {
  storage: DocumentStorage;
  limits: DocumentLimits;
  /** What a DOCX/XLSX/ODF upload may unpack to. */
  archiveLimits: ArchiveLimits;
  /** Whether a virus scanner is configured: new documents start `scanning`. */
  scanning: boolean;
  /** Enqueues a document's scan (the row's status is the record; the sweep covers a miss). */
  scans: { scanDocument(documentId: string): Promise<boolean> };
}

const UPLOAD_FIELDS: readonly (keyof UploadFields)[] = ['title', 'description', 'practiceAreaId'];

/**
 * GET /api/documents (spec §3 shape), POST /api/documents (multipart upload: one document per
 * file) and GET /api/documents/:id/download (the file as an attachment, one download counted).
 */
export async function registerDocumentRoutes(
  fastify: FastifyInstance,
  { storage, limits, archiveLimits, scanning, scans }: DocumentRouteDeps,
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/documents',
    {
      config: { access: ANY_MEMBER },
      schema: {
        summary: 'The document library',
        querystring: Type.Object({
          limit: Type.Optional(Limit(PAGE_SIZE.max, PAGE_SIZE.default)),
          practiceAreaId: Type.Optional(Uuid({ description: 'Only this practice area.' })),
        }),
        response: { 200: Type.Array(DocumentBody) },
      },
    },
    async (request) => {
      const rows = await listDocuments(request.em, {
        viewer: viewerOf(request),
        limit: request.query.limit,
        practiceAreaId: request.query.practiceAreaId,
      });
      return rows.map(toRestDocument);
    },
  );

  app.get(
    '/api/documents/:id/download',
    {
      config: { access: ANY_MEMBER },
      schema: {
        summary: "Download a document's file",
        description: 'An available document only; each download is counted.',
        params: Type.Object({ id: Uuid() }),
        response: { 200: binary('application/octet-stream', 'The file, as an attachment.') },
      },
    },
    async (request, reply) => {
      const file = await openDownload(request.em, storage, viewerOf(request).id, request.params.id);
      return reply
        .header('content-type', contentTypeOf(file.mediaType))
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );

  // The multipart parser exists only for the upload route (an encapsulated context).
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fields: 10,
        fieldSize: DESCRIPTION_MAX * 4,
        parts: limits.maxFiles + 10,
      },
    });
    scope.post(
      '/api/documents',
      {
        config: { access: ANY_MEMBER, multipartUpload: true },
        schema: {
          summary: 'Upload documents (one per file)',
          description:
            'multipart/form-data with the fields title, description and practiceAreaId and one ' +
            'or more files; needs the X-Requested-With header.',
          consumes: ['multipart/form-data'],
          response: { 201: Type.Array(DocumentBody) },
        },
      },
      async (request, reply) => {
        const memberId = viewerOf(request).id;
        const upload = new DocumentUpload(request.em, storage, memberId, {
          limits,
          archiveLimits,
          scanning,
        });
        const fields: UploadFields = {};
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              await upload.addFile(part.filename, part.file);
            } else if ((UPLOAD_FIELDS as readonly string[]).includes(part.fieldname)) {
              fields[part.fieldname as keyof UploadFields] = String(part.value);
            }
          }
          const rows = await upload.commit(fields);
          if (scanning) {
            for (const row of rows) await scans.scanDocument(row.id);
          }
          return reply.status(201).send(rows.map(toRestDocument));
        } catch (error) {
          await upload.abort();
          // Read and discard the rest of the body, so that the client (still sending) gets the
          // answer instead of a stalled connection.
          request.raw.resume();
          return reportRefusal(request, error, limits, memberId);
        }
      },
    );
  });
}

/**
 * 413/415/429 name the refused file and are reported as security events; every error then goes
 * to the one error handler, which answers it.
 */
async function reportRefusal(
  request: FastifyRequest,
  error: unknown,
  limits: DocumentLimits,
  memberId: string,
): Promise<never> {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    error = new UploadRefused(
      ErrorCode.PAYLOAD_TOO_LARGE,
      `At most ${limits.maxFiles} files can be uploaded at once.`,
      null,
    );
  }
  if (error instanceof UploadRefused) {
    await reportUploadSecurityEvent(
      request,
      {
        event: 'upload.refused',
        memberId,
        fileName: error.fileName,
        status: error.status,
        code: error.code,
        reason: error.message,
      },
      { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
    );
  }
  throw error;
}

/** Spec §3: fileType is the media type; uploadedBy {fullName}; the practice area's link. */
export function toRestDocument(row: DocumentRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    fileType: row.mediaType,
    fileName: row.fileName,
    size: row.size,
    uploadedBy: { id: row.uploader.id, fullName: row.uploader.fullName },
    downloads: row.downloads,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    practiceAreaId: row.practiceArea?.id ?? null,
    practiceArea: row.practiceArea && { id: row.practiceArea.id, name: row.practiceArea.names.en },
    downloadUrl: `/api/documents/${row.id}/download`,
  };
}

function contentTypeOf(mediaType: string): string {
  return mediaType.startsWith('text/') ? `${mediaType}; charset=utf-8` : mediaType;
}

/** An attachment with the original name: an ASCII fallback and RFC 5987's UTF-8 filename*. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

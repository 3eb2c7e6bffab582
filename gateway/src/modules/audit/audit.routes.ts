import { Readable } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { IsoDateTime, Nullable, OneOf, Shape, Uuid } from '../../http/api-schema.js';
import { viewerOf } from '../../http/authentication.js';
import { AuditAction, AuditScope, AuditSubjectKind } from '../../values/audit-values.js';
import { STAFF } from '../../values/role.js';
import { ACTOR_SEARCH_MAX_LENGTH, AUDIT_PAGE, listAuditEntries } from './audit.service.js';
import { AUDIT_CSV_MAX_ROWS, auditCsv } from './audit-csv.js';

const Filter = {
  actor: Type.Optional(
    Type.String({
      maxLength: ACTOR_SEARCH_MAX_LENGTH,
      description: "The actor's id, or part of their name or e-mail address.",
    }),
  ),
  action: Type.Optional(OneOf(Object.values(AuditAction))),
  subject: Type.Optional(Uuid({ description: "The item's id." })),
  from: Type.Optional(IsoDateTime({ description: 'Entries at or after this instant.' })),
  to: Type.Optional(IsoDateTime({ description: 'Entries before this instant.' })),
};

const ListQuery = Type.Object(
  {
    ...Filter,
    first: Type.Optional(Type.Integer({ minimum: 1, maximum: AUDIT_PAGE.max })),
    after: Type.Optional(Uuid({ description: "The previous page's last entry." })),
  },
  { additionalProperties: false },
);

const CsvQuery = Type.Object(Filter, { additionalProperties: false });

const Values = Nullable(Type.Record(Type.String(), Type.Unknown()));

const EntryList = Shape({
  entries: Type.Array(
    Shape({
      id: Uuid(),
      createdAt: IsoDateTime(),
      actor: Nullable(Shape({ id: Uuid(), fullName: Type.String(), email: Type.String() })),
      action: OneOf(Object.values(AuditAction)),
      subjectKind: OneOf(Object.values(AuditSubjectKind)),
      subjectId: Uuid(),
      subjectTitle: Nullable(Type.String()),
      subjectPath: Nullable(Type.String({ description: "The item's page in the portal." })),
      reason: Nullable(Type.String()),
      before: Values,
      after: Values,
      scope: OneOf(Object.values(AuditScope)),
    }),
  ),
  hasMore: Type.Boolean({ description: "More entries: ask again with after = the last one's id." }),
});

type FilterQuery = { from?: string; to?: string; [key: string]: unknown };

function filterOf<T extends FilterQuery>({ from, to, ...rest }: T) {
  return {
    ...rest,
    from: from === undefined ? null : new Date(from),
    to: to === undefined ? null : new Date(to),
  };
}

/** REST twins of the GraphQL auditEntries: the list and its CSV export (staff). */
export function registerAuditRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/admin/audit',
    {
      config: { access: STAFF },
      schema: {
        summary: 'The audit trail',
        description:
          'Newest first. Admins read every entry, moderators those of the moderation scope.',
        querystring: ListQuery,
        response: { 200: EntryList },
      },
    },
    async (request) => {
      const { first, after, ...filter } = request.query;
      const page = await listAuditEntries(request.em, viewerOf(request), filterOf(filter), {
        first,
        after,
      });
      return {
        entries: page.entries.map((entry) => ({
          ...entry,
          createdAt: entry.createdAt.toISOString(),
        })),
        hasMore: page.hasMore,
      };
    },
  );

  app.get(
    '/api/admin/audit.csv',
    {
      config: { access: STAFF },
      schema: {
        summary: 'The audit trail as CSV',
        description: `The filtered view, newest first, at most ${AUDIT_CSV_MAX_ROWS} entries (narrow the dates for older ones). Cells that a spreadsheet would read as a formula are prefixed with a quote.`,
        querystring: CsvQuery,
        response: {
          200: {
            description: 'A CSV attachment (RFC 4180), one line per entry.',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (request, reply) => {
      const lines = await auditCsv(request.em, viewerOf(request), filterOf(request.query));
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', 'attachment; filename="audit.csv"');
      reply.header('cache-control', 'private, no-store');
      // The schema documents the body as text; Fastify sends a stream as it comes.
      return reply.send(Readable.from(lines) as unknown as string);
    },
  );
}

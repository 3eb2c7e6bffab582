import type { FastifyInstance, FastifyRequest } from 'fastify';
import { QUEUE_PAGE } from '../../errors/input-checks.js';
import { viewerOf } from '../../http/authentication.js';
import { ANY_MEMBER, STAFF } from '../users/role.js';
import { ApiTokenScope } from './api-token-scope.js';
import type { ApiTokenRow } from './api-token-store.js';
import {
  createApiToken,
  listMembersApiTokens,
  listOwnApiTokens,
  MAX_EXPIRY_DAYS,
  MEMBER_FILTER_MAX_LENGTH,
  type NewApiToken,
  type RequestOrigin,
  revokeApiToken,
  TOKEN_NAME_MAX_LENGTH,
} from './api-tokens.service.js';
import { statusOf } from './dto/api-token.types.js';

const pageProperties = {
  limit: { type: 'integer', minimum: 1, maximum: QUEUE_PAGE.max },
  offset: { type: 'integer', minimum: 0 },
} as const;

const createBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'scopes'],
  properties: {
    name: { type: 'string', maxLength: TOKEN_NAME_MAX_LENGTH * 2 },
    scopes: {
      type: 'array',
      maxItems: 3,
      items: { type: 'string', enum: Object.values(ApiTokenScope) },
    },
    expiresInDays: { type: 'integer', minimum: 1, maximum: MAX_EXPIRY_DAYS },
  },
} as const;

const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

interface PageQuery {
  limit?: number;
  offset?: number;
}

function originOf(request: FastifyRequest): RequestOrigin {
  return {
    em: request.em,
    log: request.log,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  };
}

function toJson(row: ApiTokenRow) {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    scopes: row.scopes,
    status: statusOf(row, new Date()),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    owner: row.owner,
  };
}

/** REST twins of myApiTokens, createApiToken, revokeApiToken and the staff's list and revoke. */
export function registerApiTokenRoutes(app: FastifyInstance): void {
  const member = { access: ANY_MEMBER };
  const staff = { access: STAFF };

  app.get<{ Querystring: PageQuery }>(
    '/api/tokens',
    {
      config: member,
      schema: { querystring: { type: 'object', properties: pageProperties } },
    },
    async (request) => ({
      tokens: (await listOwnApiTokens(request.em, viewerOf(request), request.query)).map(toJson),
    }),
  );

  app.post<{ Body: NewApiToken }>(
    '/api/tokens',
    // A token never makes tokens: only the member, signed in, does.
    { config: { ...member, sessionOnly: true }, schema: { body: createBodySchema } },
    async (request, reply) => {
      const created = await createApiToken(originOf(request), viewerOf(request), request.body);
      return reply.code(201).send({ token: created.token, apiToken: toJson(created.row) });
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/tokens/:id',
    { config: member, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await revokeApiToken(originOf(request), viewerOf(request), request.params.id, {
        asStaff: false,
      });
      return reply.code(204).send();
    },
  );

  app.get<{ Querystring: PageQuery & { userId?: string; member?: string } }>(
    '/api/admin/tokens',
    {
      config: staff,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...pageProperties,
            userId: { type: 'string', format: 'uuid' },
            member: { type: 'string', maxLength: MEMBER_FILTER_MAX_LENGTH },
          },
        },
      },
    },
    async (request) => {
      const { userId, member: memberFilter, ...page } = request.query;
      const rows = await listMembersApiTokens(
        request.em,
        viewerOf(request),
        { userId, member: memberFilter },
        page,
      );
      return { tokens: rows.map(toJson) };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/admin/tokens/:id',
    { config: staff, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await revokeApiToken(originOf(request), viewerOf(request), request.params.id, {
        asStaff: true,
      });
      return reply.code(204).send();
    },
  );
}

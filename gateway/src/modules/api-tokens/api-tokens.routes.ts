import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { QUEUE_PAGE } from '../../errors/input-checks.js';
import {
  IdParams,
  IsoDateTime,
  Limit,
  NoContent,
  Nullable,
  Offset,
  OneOf,
  Shape,
  Uuid,
} from '../../http/api-schema.js';
import { viewerOf } from '../../http/authentication.js';
import { ANY_MEMBER, STAFF } from '../../values/role.js';
import type { ApiTokenRow } from '../users/index.js';
import { ApiTokenScope } from '../users/index.js';
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
import { ApiTokenStatus, statusOf } from './dto/api-token.type.js';

const PageQuery = {
  limit: Type.Optional(Limit(QUEUE_PAGE.max, QUEUE_PAGE.default)),
  offset: Type.Optional(Offset()),
};

const CreateBody = Type.Object(
  {
    name: Type.String({
      maxLength: TOKEN_NAME_MAX_LENGTH,
      description: `A name to tell it by (1 to ${TOKEN_NAME_MAX_LENGTH} characters, spaces around it ignored).`,
    }),
    scopes: Type.Array(OneOf(Object.values(ApiTokenScope)), {
      maxItems: 3,
      description: 'read, write, and (staff only) moderate.',
    }),
    expiresInDays: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_EXPIRY_DAYS, description: 'Default 90.' }),
    ),
  },
  { additionalProperties: false },
);

/** A token as lists show it: never its secret. */
const ApiToken = Shape({
  id: Uuid(),
  name: Type.String(),
  hint: Type.String({ description: 'The last characters of the token, to tell it apart.' }),
  scopes: Type.Array(OneOf(Object.values(ApiTokenScope))),
  status: OneOf(Object.values(ApiTokenStatus)),
  createdAt: IsoDateTime(),
  expiresAt: Nullable(IsoDateTime()),
  lastUsedAt: Nullable(IsoDateTime()),
  lastUsedIp: Nullable(Type.String()),
  revokedAt: Nullable(IsoDateTime()),
  owner: Shape({ id: Uuid(), fullName: Type.String(), email: Type.String() }),
});

const TokenList = Shape({ tokens: Type.Array(ApiToken) });

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
export function registerApiTokenRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const member = { access: ANY_MEMBER };
  const staff = { access: STAFF };

  app.get(
    '/api/tokens',
    {
      config: member,
      schema: {
        summary: "The signed-in member's access tokens",
        querystring: Type.Object(PageQuery),
        response: { 200: TokenList },
      },
    },
    async (request) => ({
      tokens: (await listOwnApiTokens(request.em, viewerOf(request), request.query)).map(toJson),
    }),
  );

  app.post(
    '/api/tokens',
    // A token never makes tokens: only the member, signed in, does.
    {
      config: { ...member, sessionOnly: true },
      schema: {
        summary: 'Create an access token',
        description: 'The secret is in this answer only; it is stored hashed.',
        body: CreateBody,
        response: {
          201: Shape({
            token: Type.String({ description: 'The secret: send it as Authorization: Bearer.' }),
            apiToken: ApiToken,
          }),
        },
      },
    },
    async (request, reply) => {
      const created = await createApiToken(
        originOf(request),
        viewerOf(request),
        request.body as NewApiToken,
      );
      return reply.code(201).send({ token: created.token, apiToken: toJson(created.row) });
    },
  );

  app.delete(
    '/api/tokens/:id',
    {
      config: member,
      schema: {
        summary: 'Revoke one of your access tokens',
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await revokeApiToken(originOf(request), viewerOf(request), request.params.id, {
        asStaff: false,
      });
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/admin/tokens',
    {
      config: staff,
      schema: {
        summary: "Members' access tokens (staff)",
        description: 'Moderators name a member (userId or member); admins may list everyone.',
        querystring: Type.Object({
          ...PageQuery,
          userId: Type.Optional(Uuid()),
          member: Type.Optional(
            Type.String({
              maxLength: MEMBER_FILTER_MAX_LENGTH,
              description: "Part of the owner's name or e-mail address.",
            }),
          ),
        }),
        response: { 200: TokenList },
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

  app.delete(
    '/api/admin/tokens/:id',
    {
      config: staff,
      schema: {
        summary: "Revoke a member's access token (staff)",
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await revokeApiToken(originOf(request), viewerOf(request), request.params.id, {
        asStaff: true,
      });
      return reply.code(204).send();
    },
  );
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { notFound } from '../../errors/domain-error.js';
import {
  IdParams,
  IsoDateTime,
  Limit,
  Nullable,
  OneOf,
  Shape,
  Uuid,
} from '../../http/api-schema.js';
import { viewerOf } from '../../http/authentication.js';
import type { ContactVisibility } from '../../values/contact-visibility.js';
import { ANY_MEMBER } from '../../values/role.js';
import {
  connectionsOverview,
  requestConnection,
  respondToConnection,
  withdrawConnectionRequest,
} from './connections.service.js';
import {
  CONTACT_VISIBILITIES,
  getMemberProfile,
  MEMBER_PROFILE_LIMITS,
  type MemberProfileRow,
  saveMemberProfile,
} from './member-profiles.service.js';
import {
  ConnectionState,
  listMembers,
  MEMBER_PAGE_SIZE,
  MemberOrder,
  type MemberRow,
} from './members.service.js';

const Member = Shape({
  id: Uuid(),
  fullName: Type.String(),
  username: Type.String(),
  specialization: Nullable(Type.String()),
  bio: Nullable(Type.String()),
  profileImage: Nullable(Type.String()),
});

/** A member as the viewer sees them, with where the viewer stands with them. */
const ConnectedMember = Shape({
  id: Uuid(),
  fullName: Type.String(),
  username: Type.String(),
  specialization: Nullable(Type.String()),
  bio: Nullable(Type.String()),
  profileImage: Nullable(Type.String()),
  joinedAt: IsoDateTime(),
  connectionState: OneOf(Object.values(ConnectionState), {
    description: 'REQUESTED: you asked them; RECEIVED: they asked you.',
  }),
  connectionId: Nullable(Uuid({ description: 'The request between you, if any.' })),
});

const VISIBILITY_TEXT =
  'members: every member; connections: only your connections; nobody: only you.';
const Visibility = OneOf(CONTACT_VISIBILITIES, { description: VISIBILITY_TEXT });
// Null in anyone's profile but your own: the enum lists null too (Nullable alone would not).
const OwnVisibility = Type.Unsafe<ContactVisibility | null>({
  type: ['string', 'null'],
  enum: [...CONTACT_VISIBILITIES, null],
  description: `Only in your own profile. ${VISIBILITY_TEXT}`,
});

const MemberProfile = Shape({
  member: ConnectedMember,
  title: Nullable(Type.String()),
  practiceAreas: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
  city: Nullable(Type.String()),
  email: Nullable(Type.String({ description: 'Null unless the member lets you see it.' })),
  phone: Nullable(Type.String({ description: 'Null unless the member lets you see it.' })),
  emailVisibility: OwnVisibility,
  phoneVisibility: OwnVisibility,
  lawyerSlug: Nullable(Type.String({ description: 'Their public page: /lawyers/<slug>.' })),
  recentDiscussions: Type.Array(
    Shape({ id: Uuid(), title: Type.String(), createdAt: IsoDateTime() }),
  ),
  connections: Type.Array(ConnectedMember),
  connectionCount: Type.Integer(),
});

const text = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));
const list = Type.Optional(
  Type.Array(Type.String({ maxLength: MEMBER_PROFILE_LIMITS.listItem }), {
    maxItems: MEMBER_PROFILE_LIMITS.listItems,
  }),
);

const MemberProfileBody = Type.Object(
  {
    title: text(MEMBER_PROFILE_LIMITS.title),
    specialization: text(MEMBER_PROFILE_LIMITS.specialization),
    bio: text(MEMBER_PROFILE_LIMITS.bio),
    practiceAreas: list,
    languages: list,
    city: text(MEMBER_PROFILE_LIMITS.city),
    phone: text(MEMBER_PROFILE_LIMITS.phone),
    phoneVisibility: Type.Optional(Visibility),
    emailVisibility: Type.Optional(Visibility),
  },
  { additionalProperties: false },
);

function memberJson(row: MemberRow) {
  return { ...row, joinedAt: row.joinedAt.toISOString() };
}

function profileJson(row: MemberProfileRow) {
  return {
    ...row,
    member: memberJson(row.member),
    recentDiscussions: row.recentDiscussions.map((item) => ({
      ...item,
      createdAt: item.createdAt.toISOString(),
    })),
    connections: row.connections.map(memberJson),
  };
}

/** Profiles and connections between members: the REST twins of the GraphQL fields. */
export function registerProfileRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const member = { access: ANY_MEMBER };
  app.get(
    '/api/members/:id',
    {
      config: member,
      schema: {
        summary: "A member's profile",
        description: 'Phone and e-mail only where the member lets you see them.',
        params: IdParams,
        response: { 200: MemberProfile },
      },
    },
    async (request) => {
      const row = await getMemberProfile(request.em, viewerOf(request).id, request.params.id);
      if (!row) throw notFound('This member does not exist.');
      return profileJson(row);
    },
  );
  app.put(
    '/api/members/me/profile',
    {
      config: member,
      schema: {
        summary: 'Save your profile and who sees your phone and e-mail',
        description: 'Every field is replaced; absent visibilities are connections.',
        body: MemberProfileBody,
        response: { 200: MemberProfile },
      },
    },
    async (request) =>
      profileJson(await saveMemberProfile(request.em, viewerOf(request).id, request.body)),
  );
  app.get(
    '/api/connections',
    {
      config: member,
      schema: {
        summary: 'Your connections and the requests you received and sent',
        response: {
          200: Shape({
            connections: Type.Array(ConnectedMember),
            received: Type.Array(ConnectedMember),
            sent: Type.Array(ConnectedMember),
          }),
        },
      },
    },
    async (request) => {
      const overview = await connectionsOverview(request.em, viewerOf(request).id);
      return {
        connections: overview.connections.map(memberJson),
        received: overview.received.map(memberJson),
        sent: overview.sent.map(memberJson),
      };
    },
  );
  app.post(
    '/api/connections',
    {
      config: member,
      schema: {
        summary: 'Ask a member to connect',
        description: 'Accepts their request if they asked first. Answers the member.',
        body: Type.Object({ memberId: Uuid() }, { additionalProperties: false }),
        response: { 200: ConnectedMember },
      },
    },
    async (request) =>
      memberJson(await requestConnection(request.em, viewerOf(request).id, request.body.memberId)),
  );
  for (const [answer, accept] of [
    ['accept', true],
    ['decline', false],
  ] as const) {
    app.post(
      `/api/connections/:id/${answer}`,
      {
        config: member,
        schema: {
          summary: `${accept ? 'Accept' : 'Decline'} a request you received`,
          description: accept
            ? 'The requester is notified. Answers the requester.'
            : 'Nobody is notified. Answers the requester.',
          params: IdParams,
          response: { 200: ConnectedMember },
        },
      },
      async (request) =>
        memberJson(
          await respondToConnection(request.em, viewerOf(request).id, request.params.id, accept),
        ),
    );
  }
  app.delete(
    '/api/connections/:id',
    {
      config: member,
      schema: {
        summary: 'Withdraw a request you sent',
        description: 'Only while it waits for an answer; nobody is notified. Answers the member.',
        params: IdParams,
        response: { 200: ConnectedMember },
      },
    },
    async (request) =>
      memberJson(
        await withdrawConnectionRequest(request.em, viewerOf(request).id, request.params.id),
      ),
  );
}

/** GET /api/users (members): spec §3's user shape, the most recently joined first. */
export function registerMemberRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/users',
    {
      config: { access: ANY_MEMBER },
      schema: {
        summary: 'Members, the most recently joined first',
        querystring: Type.Object({
          limit: Type.Optional(Limit(MEMBER_PAGE_SIZE.max, MEMBER_PAGE_SIZE.default)),
        }),
        response: { 200: Type.Array(Member) },
      },
    },
    async (request) => {
      const rows = await listMembers(request.em, viewerOf(request).id, {
        limit: request.query.limit,
        order: MemberOrder.NEWEST,
      });
      return rows.map((row) => ({
        id: row.id,
        fullName: row.fullName,
        username: row.username,
        specialization: row.specialization,
        bio: row.bio,
        profileImage: row.profileImage,
      }));
    },
  );
}

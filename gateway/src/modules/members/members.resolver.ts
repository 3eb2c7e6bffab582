import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { UUIDScalar } from '../../graphql/uuid-scalar.js';
import { viewerIdOf } from '../../graphql/viewer-of-context.js';
import { ANY_MEMBER } from '../../values/role.js';
import {
  connectionsOverview,
  requestConnection,
  respondToConnection,
  withdrawConnectionRequest,
} from './connections.service.js';
import { MemberType } from './dto/member.type.js';
import { MemberProfileInput } from './dto/member-profile.input.js';
import { ConnectionsOverviewType, MemberProfileType } from './dto/member-profile.type.js';
import { MemberSuggestionType } from './dto/member-suggestion.type.js';
import { getMemberProfile, saveMemberProfile } from './member-profiles.service.js';
import {
  countMembers,
  getMember,
  listMembers,
  MEMBER_PAGE_SIZE,
  MemberOrder,
  SUGGESTION_LIMIT,
  suggestMembers,
} from './members.service.js';

@Resolver(() => MemberType)
export class MembersResolver {
  @Authorized(ANY_MEMBER)
  @Query(() => [MemberType], {
    description:
      'The members directory with the viewer’s connection to each; search is a case-insensitive part of the full name, username or specialization.',
  })
  async members(
    @Ctx() context: GraphQLContext,
    @Arg('limit', () => Int, {
      description: 'How many members.',
      nullable: true,
      defaultValue: MEMBER_PAGE_SIZE.default,
    })
    limit: number | null,
    @Arg('offset', () => Int, {
      description: 'How many to skip: the next page starts at offset + limit.',
      nullable: true,
      defaultValue: 0,
    })
    offset: number | null,
    @Arg('order', () => MemberOrder, {
      description: 'Newest first or by name.',
      nullable: true,
      defaultValue: MemberOrder.NAME,
    })
    order: MemberOrder | null,
    @Arg('search', () => String, {
      description: 'Only members whose name, username or specialization matches.',
      nullable: true,
    })
    search: string | null,
  ): Promise<MemberType[]> {
    const rows = await listMembers(context.em, viewerIdOf(context), {
      limit: limit ?? MEMBER_PAGE_SIZE.default,
      offset: offset ?? 0,
      order: order ?? MemberOrder.NAME,
      search,
    });
    return rows.map((row) => MemberType.from(row));
  }

  @Authorized(ANY_MEMBER)
  @Query(() => [MemberSuggestionType], {
    description:
      'Members to mention (the editor offers them after @): those whose full name or username contains the text, names starting with it first; never the viewer.',
  })
  async memberSuggestions(
    @Ctx() context: GraphQLContext,
    @Arg('search', () => String, {
      description: 'The typed part of a name or username (1 to 60 characters).',
    })
    search: string,
    @Arg('limit', () => Int, {
      description: 'How many members (at most 10).',
      nullable: true,
      defaultValue: SUGGESTION_LIMIT.default,
    })
    limit: number | null,
  ): Promise<MemberSuggestionType[]> {
    const rows = await suggestMembers(context.em, viewerIdOf(context), { search, limit });
    return rows.map((row) => MemberSuggestionType.from(row));
  }

  @Authorized(ANY_MEMBER)
  @Query(() => Int, { description: 'How many members match the search (all without one).' })
  async memberCount(
    @Ctx() context: GraphQLContext,
    @Arg('search', () => String, {
      description: 'Only members whose name, username or specialization matches.',
      nullable: true,
    })
    search: string | null,
  ): Promise<number> {
    viewerIdOf(context);
    return countMembers(context.em, search);
  }

  @Authorized(ANY_MEMBER)
  @Query(() => MemberType, { nullable: true, description: 'One member; null if there is none.' })
  async member(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => UUIDScalar, { description: 'The member.' }) id: string,
  ): Promise<MemberType | null> {
    const row = await getMember(context.em, viewerIdOf(context), id);
    return row && MemberType.from(row);
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => MemberType, {
    description:
      'Asks the member to connect (accepts their request if they asked first); asking again changes nothing.',
  })
  async requestConnection(
    @Ctx() context: GraphQLContext,
    @Arg('memberId', () => UUIDScalar, { description: 'The member to connect with.' })
    memberId: string,
  ): Promise<MemberType> {
    return MemberType.from(await requestConnection(context.em, viewerIdOf(context), memberId));
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => MemberType, {
    description: 'The addressee accepts or declines a pending request; answers the requester.',
  })
  async respondToConnection(
    @Ctx() context: GraphQLContext,
    @Arg('connectionId', () => UUIDScalar, { description: 'The connection request.' })
    connectionId: string,
    @Arg('accept', () => Boolean, { description: 'true accepts, false declines.' }) accept: boolean,
  ): Promise<MemberType> {
    return MemberType.from(
      await respondToConnection(context.em, viewerIdOf(context), connectionId, accept),
    );
  }

  @Authorized(ANY_MEMBER)
  @Query(() => MemberProfileType, {
    nullable: true,
    description:
      "A member's profile page; phone and e-mail only where the member lets the viewer see them. Null if there is no such member.",
  })
  async memberProfile(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => UUIDScalar, { description: 'The member.' }) id: string,
  ): Promise<MemberProfileType | null> {
    const row = await getMemberProfile(context.em, viewerIdOf(context), id);
    return row && MemberProfileType.from(row);
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => MemberProfileType, {
    description: "Saves the viewer's profile and who sees their phone and e-mail.",
  })
  async updateMemberProfile(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => MemberProfileInput, {
      description: 'The whole profile as it should read, and who sees the phone and e-mail.',
    })
    input: MemberProfileInput,
  ): Promise<MemberProfileType> {
    return MemberProfileType.from(await saveMemberProfile(context.em, viewerIdOf(context), input));
  }

  @Authorized(ANY_MEMBER)
  @Query(() => ConnectionsOverviewType, {
    description: "The viewer's connections, the requests they received and those they sent.",
  })
  async myConnections(@Ctx() context: GraphQLContext): Promise<ConnectionsOverviewType> {
    return ConnectionsOverviewType.from(await connectionsOverview(context.em, viewerIdOf(context)));
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => MemberType, {
    description:
      'The requester takes back a request not answered yet; nobody is notified. Answers the addressee.',
  })
  async withdrawConnectionRequest(
    @Ctx() context: GraphQLContext,
    @Arg('connectionId', () => UUIDScalar, { description: 'The connection request.' })
    connectionId: string,
  ): Promise<MemberType> {
    return MemberType.from(
      await withdrawConnectionRequest(context.em, viewerIdOf(context), connectionId),
    );
  }
}

import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { QueuePageArgs } from '../../graphql/page-args.js';
import { UUIDScalar } from '../../graphql/uuid-scalar.js';
import { viewerOfContext } from '../../graphql/viewer-of-context.js';
import { ANY_MEMBER, STAFF } from '../../values/role.js';
import { SessionOnly } from '../users/index.js';
import {
  createApiToken,
  listMembersApiTokens,
  listOwnApiTokens,
  MEMBER_FILTER_MAX_LENGTH,
  type RequestOrigin,
  revokeApiToken,
} from './api-tokens.service.js';
import { ApiTokenType, CreateApiTokenInput, CreatedApiTokenType } from './dto/api-token.type.js';

function originOf({ em, request }: GraphQLContext): RequestOrigin {
  return { em, log: request.log, ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** Personal access tokens: the member's API access page and the staff's token list. */
@Resolver()
export class ApiTokensResolver {
  @Authorized(ANY_MEMBER)
  @Query(() => [ApiTokenType], {
    description: "The viewer's personal access tokens, newest first, revoked and expired ones too.",
  })
  async myApiTokens(
    @Ctx() context: GraphQLContext,
    @Args(() => QueuePageArgs) page: QueuePageArgs,
  ): Promise<ApiTokenType[]> {
    const rows = await listOwnApiTokens(context.em, viewerOfContext(context), page);
    return rows.map((row) => ApiTokenType.from(row));
  }

  @Authorized(STAFF)
  @Query(() => [ApiTokenType], {
    description:
      "Staff: members' tokens, newest first. Moderators name the member (userId, or part of a name or e-mail in member); admins may list everyone's.",
  })
  async memberApiTokens(
    @Ctx() context: GraphQLContext,
    @Args(() => QueuePageArgs) page: QueuePageArgs,
    @Arg('userId', () => UUIDScalar, {
      nullable: true,
      description: 'Only the tokens of this member (their user id).',
    })
    userId: string | null,
    @Arg('member', () => String, {
      nullable: true,
      description: `Only the tokens of members whose name or e-mail contains this text (case-insensitive, at most ${MEMBER_FILTER_MAX_LENGTH} characters). Moderators must give it or userId.`,
    })
    member: string | null,
  ): Promise<ApiTokenType[]> {
    const rows = await listMembersApiTokens(
      context.em,
      viewerOfContext(context),
      { userId, member },
      page,
    );
    return rows.map((row) => ApiTokenType.from(row));
  }

  @Authorized(ANY_MEMBER)
  // A token never makes tokens: only the member, signed in, does.
  @SessionOnly()
  @Mutation(() => CreatedApiTokenType, {
    description:
      'Creates a personal access token for the viewer; its secret is in the answer, this once.',
  })
  async createApiToken(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => CreateApiTokenInput, {
      description: 'Its name, scopes and lifetime.',
    })
    input: CreateApiTokenInput,
  ): Promise<CreatedApiTokenType> {
    const created = await createApiToken(originOf(context), viewerOfContext(context), input);
    return Object.assign(new CreatedApiTokenType(), {
      token: created.token,
      apiToken: ApiTokenType.from(created.row),
    });
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => Boolean, {
    description:
      "Revokes one of the viewer's tokens: the next request with it answers 401. NOT_FOUND when the viewer has no such token.",
  })
  async revokeApiToken(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => UUIDScalar, { description: 'One of the viewer’s tokens (ApiToken.id).' })
    id: string,
  ): Promise<boolean> {
    await revokeApiToken(originOf(context), viewerOfContext(context), id, { asStaff: false });
    return true;
  }

  @Authorized(STAFF)
  @Mutation(() => Boolean, {
    description: "Staff: revokes any member's token (recorded in the security log).",
  })
  async revokeMemberApiToken(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => UUIDScalar, { description: 'Any member’s token (ApiToken.id).' })
    id: string,
  ): Promise<boolean> {
    await revokeApiToken(originOf(context), viewerOfContext(context), id, { asStaff: true });
    return true;
  }
}

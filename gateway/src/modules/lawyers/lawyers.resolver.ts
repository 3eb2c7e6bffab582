import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { unauthenticated } from '../../errors/domain-error.js';
import { Public } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { UUIDScalar } from '../../graphql/uuid-scalar.js';
import { ANY_MEMBER, STAFF } from '../users/role.js';
import { LawyerType } from './dto/lawyer.type.js';
import { LawyerProfileInput } from './dto/lawyer-profile.input.js';
import {
  findLawyerProfileOfUser,
  listLawyers,
  saveLawyerProfile,
  verifyLawyer,
} from './lawyers.service.js';

function viewerIdOf({ viewer }: GraphQLContext): string {
  if (!viewer) throw unauthenticated();
  return viewer.id;
}

@Resolver(() => LawyerType)
export class LawyersResolver {
  @Public()
  @Query(() => [LawyerType], {
    description: 'The public lawyer directory by name: the lawyers taking consultation requests.',
  })
  async publicLawyers(
    @Ctx() context: GraphQLContext,
    // Kept so that existing operations stay valid; the directory lists only available lawyers.
    @Arg('availableOnly', () => Boolean, {
      description: 'Ignored: the directory lists only lawyers taking consultation requests.',
      nullable: true,
      defaultValue: false,
      deprecationReason: 'The directory lists only lawyers taking consultation requests.',
    })
    _availableOnly: boolean | null,
  ): Promise<LawyerType[]> {
    const rows = await listLawyers(context.em);
    return rows.map((row) => LawyerType.from(row));
  }

  @Authorized(ANY_MEMBER)
  @Query(() => LawyerType, {
    nullable: true,
    description: "The signed-in member's public profile.",
  })
  async myLawyerProfile(@Ctx() context: GraphQLContext): Promise<LawyerType | null> {
    const row = await findLawyerProfileOfUser(context.em, viewerIdOf(context));
    return row && LawyerType.from(row);
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => LawyerType, { description: "Publishes or updates the member's public profile." })
  async saveLawyerProfile(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => LawyerProfileInput, { description: "The profile's fields." })
    input: LawyerProfileInput,
  ): Promise<LawyerType> {
    return LawyerType.from(await saveLawyerProfile(context.em, viewerIdOf(context), input));
  }

  @Authorized(STAFF)
  @Mutation(() => LawyerType, { description: 'Staff mark a lawyer profile verified or not.' })
  async verifyLawyer(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => UUIDScalar, { description: 'The lawyer profile.' }) id: string,
    @Arg('verified', () => Boolean, {
      description: 'true marks the lawyer verified, false removes it.',
    })
    verified: boolean,
  ): Promise<LawyerType> {
    return LawyerType.from(await verifyLawyer(context.em, viewerIdOf(context), id, verified));
  }
}

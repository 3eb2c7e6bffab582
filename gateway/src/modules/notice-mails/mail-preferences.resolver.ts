import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { viewerIdOf } from '../../graphql/viewer-of-context.js';
import { ANY_MEMBER } from '../../values/role.js';
import { MailPreferencesInput, MailPreferencesType } from './dto/mail-preferences.type.js';
import { readMailPreferences, saveMailPreferences } from './mail-preferences.service.js';

@Resolver()
export class MailPreferencesResolver {
  @Authorized(ANY_MEMBER)
  @Query(() => MailPreferencesType, {
    description: "The signed-in member's e-mail settings: per kind of notice, language, zone.",
  })
  async mailPreferences(@Ctx() context: GraphQLContext): Promise<MailPreferencesType> {
    return MailPreferencesType.from(await readMailPreferences(context.em, viewerIdOf(context)));
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => MailPreferencesType, {
    description: "Changes the signed-in member's e-mail settings; answers them as they now are.",
  })
  async updateMailPreferences(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => MailPreferencesInput, { description: 'What to change.' })
    input: MailPreferencesInput,
  ): Promise<MailPreferencesType> {
    const row = await saveMailPreferences(context.em, viewerIdOf(context), {
      modes: Object.fromEntries((input.modes ?? []).map(({ category, mode }) => [category, mode])),
      language: input.language ?? null,
      ...(input.timeZone === undefined || input.timeZone === null
        ? {}
        : { timeZone: input.timeZone }),
      clearBounce: input.clearBounce ?? false,
    });
    return MailPreferencesType.from(row);
  }
}

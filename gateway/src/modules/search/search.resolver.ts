import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Expensive } from '../../graphql/expensive-fields.js';
import { ANY_MEMBER } from '../../values/role.js';
import { SearchResultsType } from './dto/search-results.type.js';
import { SEARCH_LIMIT, search } from './search.service.js';

@Resolver(() => SearchResultsType)
export class SearchResolver {
  @Authorized(ANY_MEMBER)
  @Expensive()
  @Query(() => SearchResultsType, {
    description:
      'Discussions, members, published news and documents matching the text (1 to 200 characters ' +
      'after trimming), best first; limit (1 to 50) applies to each group.',
  })
  async search(
    @Ctx() context: GraphQLContext,
    @Arg('query', () => String, { description: 'The text to find.' }) query: string,
    @Arg('limit', () => Int, {
      description: 'Results per group.',
      nullable: true,
      defaultValue: SEARCH_LIMIT.default,
    })
    limit: number | null,
  ): Promise<SearchResultsType> {
    return SearchResultsType.from(
      await search(context.em, { query, limit: limit ?? SEARCH_LIMIT.default }),
    );
  }
}

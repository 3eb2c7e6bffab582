import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { runExpensive } from '../../http/expensive-work.js';
import { ANY_MEMBER } from '../../values/role.js';
import { SearchResultsType } from './dto/search-results.type.js';
import { readSearchRequest, SEARCH_LIMIT, search } from './search.service.js';

@Resolver(() => SearchResultsType)
export class SearchResolver {
  @Authorized(ANY_MEMBER)
  @Query(() => SearchResultsType, {
    description:
      'Discussions, members, published news and documents matching the text (1 to 200 characters ' +
      'and at most 12 words after trimming), best first; limit (1 to 50) applies to each group. ' +
      'At most 2 searches run at once for a member (RATE_LIMITED past that).',
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
    const request = { query, limit: limit ?? SEARCH_LIMIT.default };
    readSearchRequest(request);
    return SearchResultsType.from(
      await runExpensive(context.request, () => search(context.em, request)),
    );
  }
}

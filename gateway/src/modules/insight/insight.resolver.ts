import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { STAFF } from '../../values/role.js';
import { InsightType } from './dto/insight.type.js';
import { readInsight } from './insight.service.js';
import { InsightPeriod } from './insight-period.js';

@Resolver()
export class InsightResolver {
  @Authorized(STAFF)
  @Query(() => InsightType, {
    description:
      "The association's activity over a period (staff): submissions and decisions per week, consultation requests per practice area with the median time to answer, members joined and active per month, and approved events' answers against their places. Weeks and months are in UTC.",
  })
  async insight(
    @Arg('period', () => InsightPeriod, {
      description: 'Which period, ending now (QUARTER when omitted).',
      nullable: true,
    })
    period: InsightPeriod | null,
    @Ctx() context: GraphQLContext,
  ): Promise<InsightType> {
    return InsightType.from(await readInsight(context.em, period ?? InsightPeriod.QUARTER));
  }
}

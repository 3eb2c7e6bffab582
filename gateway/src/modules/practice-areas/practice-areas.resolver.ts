import { Ctx, Query, Resolver } from 'type-graphql';
import { Public } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { ListSize } from '../../graphql/list-size.js';
import { PracticeAreaType } from './dto/practice-area.type.js';
import { PRACTICE_AREAS } from './practice-areas.data.js';
import { listPracticeAreas } from './practice-areas.service.js';

@Resolver()
export class PracticeAreasResolver {
  @Public()
  @ListSize(PRACTICE_AREAS.length)
  @Query(() => [PracticeAreaType], { description: 'The five practice areas, in the spec order.' })
  async practiceAreas(@Ctx() { em }: GraphQLContext): Promise<PracticeAreaType[]> {
    const areas = await listPracticeAreas(em);
    return areas.map((area) => PracticeAreaType.from(area));
  }
}

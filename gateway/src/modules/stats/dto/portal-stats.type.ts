import { Field, Int, ObjectType } from 'type-graphql';
import type { StatsCounts } from '../stats.service.js';

@ObjectType('PortalStats', { description: "The portal's counts, as last recounted." })
export class PortalStatsType {
  @Field(() => Date, { description: 'When the worker last counted.', nullable: true })
  computedAt!: Date | null;

  @Field(() => Int, { description: 'Discussions on the portal.' })
  discussions!: number;

  @Field(() => Int, { description: 'Documents in the library.' })
  documents!: number;

  @Field(() => Int, { description: 'Members of the portal.' })
  members!: number;

  @Field(() => Int, { description: 'News, reviews and submissions awaiting moderation.' })
  pendingItems!: number;

  static from(counts: StatsCounts): PortalStatsType {
    return Object.assign(new PortalStatsType(), counts);
  }
}

import { Field, Int, ObjectType } from 'type-graphql';
import type { StatsCounts } from '../stats.service.js';

@ObjectType('PortalStats', { description: "The portal's counts, as last recounted." })
export class PortalStatsType {
  @Field(() => Date, { nullable: true })
  computedAt!: Date | null;

  @Field(() => Int)
  discussions!: number;

  @Field(() => Int)
  documents!: number;

  @Field(() => Int)
  members!: number;

  @Field(() => Int, { description: 'News, reviews and submissions awaiting moderation.' })
  pendingItems!: number;

  static from(counts: StatsCounts): PortalStatsType {
    return Object.assign(new PortalStatsType(), counts);
  }
}

import { Field, Int, ObjectType } from 'type-graphql';
import type { ShellCounts } from '../shell.service.js';

@ObjectType('ShellCounts', { description: 'The badges of the header and the sidebar.' })
export class ShellCountsType {
  @Field(() => Int, { description: 'Messages the signed-in member has not read.' })
  unreadMessages!: number;

  @Field(() => Int, { description: 'Notifications the signed-in member has not seen.' })
  unreadNotifications!: number;

  @Field(() => Int, {
    nullable: true,
    description:
      "Consultation requests waiting for the signed-in member's answer; null without a lawyer profile.",
  })
  pendingConsultations!: number | null;

  static from(counts: ShellCounts): ShellCountsType {
    return Object.assign(new ShellCountsType(), counts);
  }
}

import { Field, Int, ObjectType } from 'type-graphql';
import type { ShellCounts } from '../shell.service.js';

@ObjectType('ShellCounts', { description: 'The badges of the header and the sidebar.' })
export class ShellCountsType {
  @Field(() => Int)
  unreadMessages!: number;

  @Field(() => Int)
  unreadNotifications!: number;

  static from(counts: ShellCounts): ShellCountsType {
    return Object.assign(new ShellCountsType(), counts);
  }
}

import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLRole } from '../../users/index.js';
import type { MemberRole } from '../member-role.service.js';

@ObjectType('MemberRole', { description: "A member's role after a change." })
export class MemberRoleType {
  @Field(() => ID, { description: "The member's id." })
  id!: string;

  @Field(() => GraphQLRole, { description: 'Their role, in effect from their next request.' })
  role!: MemberRole['role'];

  static from(state: MemberRole): MemberRoleType {
    return Object.assign(new MemberRoleType(), state);
  }
}

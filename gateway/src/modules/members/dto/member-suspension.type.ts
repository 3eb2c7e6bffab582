import { Field, ID, ObjectType } from 'type-graphql';
import type { SuspensionState } from '../member-suspension.service.js';

@ObjectType('MemberSuspension', { description: "Whether a member's account is suspended." })
export class MemberSuspensionType {
  @Field(() => ID, { description: "The member's id." })
  id!: string;

  @Field(() => Date, {
    nullable: true,
    description: 'When an admin suspended the account; null while it is in use.',
  })
  suspendedAt!: Date | null;

  static from(state: SuspensionState): MemberSuspensionType {
    return Object.assign(new MemberSuspensionType(), state);
  }
}

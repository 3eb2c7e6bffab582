import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { initialsOf } from '../../users/initials.js';
import { ConnectionState, MemberOrder, type MemberRow } from '../members.service.js';

registerEnumType(MemberOrder, {
  name: 'MemberOrder',
  description: 'NAME: by full name; NEWEST: the most recently joined first.',
});

registerEnumType(ConnectionState, {
  name: 'ConnectionState',
  description:
    'Where the viewer stands with a member: REQUESTED = the viewer asked them, RECEIVED = they asked the viewer, DECLINED = the last request was declined (either may ask again).',
});

@ObjectType('Member', { description: 'A member of the association, as the viewer sees them.' })
export class MemberType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  fullName!: string;

  @Field(() => String)
  username!: string;

  @Field(() => String, { nullable: true })
  specialization!: string | null;

  @Field(() => String, { nullable: true })
  bio!: string | null;

  @Field(() => String, { nullable: true })
  profileImage!: string | null;

  @Field(() => String, { description: 'For the avatar when there is no profile image.' })
  initials!: string;

  @Field(() => Date)
  joinedAt!: Date;

  @Field(() => ConnectionState, { description: 'Always NONE for the viewer themself.' })
  connectionState!: ConnectionState;

  @Field(() => ID, {
    nullable: true,
    description: 'The connection request between the viewer and this member, if any.',
  })
  connectionId!: string | null;

  static from(row: MemberRow): MemberType {
    return Object.assign(new MemberType(), { ...row, initials: initialsOf(row.fullName) });
  }
}

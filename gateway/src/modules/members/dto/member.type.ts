import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { initialsOf } from '../../users/index.js';
import { ConnectionState, MemberOrder, type MemberRow } from '../members.service.js';

registerEnumType(MemberOrder, {
  valuesConfig: {
    NEWEST: { description: 'The most recently joined first.' },
    NAME: { description: 'By name.' },
  },
  name: 'MemberOrder',
  description: 'NAME: by full name; NEWEST: the most recently joined first.',
});

registerEnumType(ConnectionState, {
  valuesConfig: {
    NONE: { description: 'Not connected.' },
    REQUESTED: { description: 'The viewer asked to connect.' },
    RECEIVED: { description: 'The member asked the viewer to connect.' },
    CONNECTED: { description: 'Connected.' },
    DECLINED: { description: 'A request was declined.' },
  },
  name: 'ConnectionState',
  description:
    'Where the viewer stands with a member: REQUESTED = the viewer asked them, RECEIVED = they asked the viewer, DECLINED = the last request was declined (either may ask again).',
});

@ObjectType('Member', { description: 'A member of the association, as the viewer sees them.' })
export class MemberType {
  @Field(() => ID, { description: "The member's id." })
  id!: string;

  @Field(() => String, { description: "The member's full name." })
  fullName!: string;

  @Field(() => String, { description: "The member's unique username." })
  username!: string;

  @Field(() => String, { description: "The member's field of law, if given.", nullable: true })
  specialization!: string | null;

  @Field(() => String, { description: "The member's own presentation.", nullable: true })
  bio!: string | null;

  @Field(() => String, { description: "The member's photo address, if any.", nullable: true })
  profileImage!: string | null;

  @Field(() => String, { description: 'For the avatar when there is no profile image.' })
  initials!: string;

  @Field(() => Date, { description: 'When the account was created.' })
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

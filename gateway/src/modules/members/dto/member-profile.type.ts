import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ContactVisibility } from '../../../values/contact-visibility.js';
import type { ConnectionsOverview } from '../connections.service.js';
import type { MemberProfileRow, ProfileDiscussionRow } from '../member-profiles.service.js';
import { MemberType } from './member.type.js';

registerEnumType(ContactVisibility, {
  name: 'ContactVisibility',
  description:
    "Who sees one of a member's contact details: every member, their connections, nobody.",
  valuesConfig: {
    MEMBERS: { description: 'Every signed-in member.' },
    CONNECTIONS: { description: "Only the member's accepted connections." },
    NOBODY: { description: 'Nobody but the member.' },
  },
});

@ObjectType('ProfileDiscussion', { description: 'A discussion the member started.' })
export class ProfileDiscussionType {
  @Field(() => ID, { description: 'The discussion’s id.' })
  id!: string;

  @Field(() => String, { description: 'The discussion’s title.' })
  title!: string;

  @Field(() => Date, { description: 'When the member started it.' })
  createdAt!: Date;

  static from(row: ProfileDiscussionRow): ProfileDiscussionType {
    return Object.assign(new ProfileDiscussionType(), row);
  }
}

@ObjectType('MemberProfile', {
  description: "A member's profile as the viewer may see it: contact details only where allowed.",
})
export class MemberProfileType {
  @Field(() => ID, { description: "The member's id." })
  id!: string;

  @Field(() => MemberType, { description: 'The directory card, with the viewer’s connection.' })
  member!: MemberType;

  @Field(() => String, { nullable: true, description: 'Their title or position.' })
  title!: string | null;

  @Field(() => [String], { description: 'The practice areas they work in, as they wrote them.' })
  practiceAreas!: string[];

  @Field(() => [String], { description: 'The languages they work in.' })
  languages!: string[];

  @Field(() => String, { nullable: true, description: 'Their city; null if not given.' })
  city!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Null unless the member lets the viewer see it (emailVisibility).',
  })
  email!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Null unless the member lets the viewer see it (phoneVisibility).',
  })
  phone!: string | null;

  @Field(() => ContactVisibility, {
    nullable: true,
    description: 'Who sees the e-mail address: only in the viewer’s own profile.',
  })
  emailVisibility!: ContactVisibility | null;

  @Field(() => ContactVisibility, {
    nullable: true,
    description: 'Who sees the phone number: only in the viewer’s own profile.',
  })
  phoneVisibility!: ContactVisibility | null;

  @Field(() => String, {
    nullable: true,
    description: 'The slug of their public lawyer page (/lawyers/<slug>), if the public sees one.',
  })
  lawyerSlug!: string | null;

  @Field(() => [ProfileDiscussionType], { description: 'The latest discussions they started.' })
  recentDiscussions!: ProfileDiscussionType[];

  @Field(() => [MemberType], { description: 'Their connections, by name (the first 12).' })
  connections!: MemberType[];

  @Field(() => Int, { description: 'How many connections they have.' })
  connectionCount!: number;

  static from(row: MemberProfileRow): MemberProfileType {
    return Object.assign(new MemberProfileType(), {
      ...row,
      id: row.member.id,
      member: MemberType.from(row.member),
      recentDiscussions: row.recentDiscussions.map((item) => ProfileDiscussionType.from(item)),
      connections: row.connections.map((item) => MemberType.from(item)),
    });
  }
}

@ObjectType('ConnectionsOverview', { description: "The viewer's connections page." })
export class ConnectionsOverviewType {
  @Field(() => [MemberType], { description: 'Accepted connections, by name.' })
  connections!: MemberType[];

  @Field(() => [MemberType], { description: 'Members whose request waits for the viewer.' })
  received!: MemberType[];

  @Field(() => [MemberType], { description: 'Members the viewer asked, not answered yet.' })
  sent!: MemberType[];

  static from(overview: ConnectionsOverview): ConnectionsOverviewType {
    return Object.assign(new ConnectionsOverviewType(), {
      connections: overview.connections.map((row) => MemberType.from(row)),
      received: overview.received.map((row) => MemberType.from(row)),
      sent: overview.sent.map((row) => MemberType.from(row)),
    });
  }
}

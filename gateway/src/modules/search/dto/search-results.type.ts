import { Field, ID, ObjectType } from 'type-graphql';
import { PracticeAreaType } from '../../practice-areas/index.js';
import { AuthorType, initialsOf } from '../../users/index.js';
import type {
  DiscussionHitRow,
  DocumentHitRow,
  EventHitRow,
  MemberHitRow,
  NewsHitRow,
  SearchResultRows,
} from '../search.service.js';

const SNIPPET_DESCRIPTION =
  'Plain text around the first match, with "…" where it was cut; never HTML.';

@ObjectType('DiscussionHit', { description: 'A discussion that matches a search.' })
export class DiscussionHitType {
  @Field(() => ID, { description: 'The discussion id.' })
  id!: string;

  @Field(() => String, { description: "The discussion's title." })
  title!: string;

  @Field(() => String, { description: SNIPPET_DESCRIPTION })
  snippet!: string;

  @Field(() => PracticeAreaType, { description: 'Its practice area, if any.', nullable: true })
  practiceArea!: PracticeAreaType | null;

  @Field(() => AuthorType, { description: 'Who started the discussion.' })
  author!: AuthorType;

  @Field(() => Date, { description: 'When it was started.' })
  createdAt!: Date;

  static from(row: DiscussionHitRow): DiscussionHitType {
    return Object.assign(new DiscussionHitType(), {
      ...row,
      author: AuthorType.from(row.author),
      practiceArea: row.practiceArea && PracticeAreaType.from(row.practiceArea),
    });
  }
}

@ObjectType('MemberHit', { description: 'A member whose name or profile matches a search.' })
export class MemberHitType {
  @Field(() => ID, { description: "The member's id." })
  id!: string;

  @Field(() => String, { description: "The member's full name." })
  fullName!: string;

  @Field(() => String, { description: "The member's unique username." })
  username!: string;

  @Field(() => String, { description: "The member's field of law, if given.", nullable: true })
  specialization!: string | null;

  @Field(() => String, { description: "The member's photo address, if any.", nullable: true })
  profileImage!: string | null;

  @Field(() => String, { description: 'For the avatar when there is no profile image.' })
  initials!: string;

  static from(row: MemberHitRow): MemberHitType {
    return Object.assign(new MemberHitType(), { ...row, initials: initialsOf(row.fullName) });
  }
}

@ObjectType('NewsHit', { description: 'A published news item that matches a search.' })
export class NewsHitType {
  @Field(() => ID, { description: 'The news item id.' })
  id!: string;

  @Field(() => String, { description: "The news item's title." })
  title!: string;

  @Field(() => String, { description: SNIPPET_DESCRIPTION })
  snippet!: string;

  @Field(() => Date, { description: 'When it was published.' })
  publishedAt!: Date;

  static from(row: NewsHitRow): NewsHitType {
    return Object.assign(new NewsHitType(), row);
  }
}

@ObjectType('DocumentHit', {
  description: 'A document of the library that matches a search (none until the library exists).',
})
export class DocumentHitType {
  @Field(() => ID, { description: 'The document id.' })
  id!: string;

  @Field(() => String, { description: "The document's title." })
  title!: string;

  @Field(() => String, { description: SNIPPET_DESCRIPTION })
  snippet!: string;

  @Field(() => Date, { description: 'When it was uploaded.' })
  createdAt!: Date;

  static from(row: DocumentHitRow): DocumentHitType {
    return Object.assign(new DocumentHitType(), row);
  }
}

@ObjectType('EventHit', { description: 'An approved event that matches a search.' })
export class EventHitType {
  @Field(() => ID, { description: 'The event id (PortalEvent.id).' })
  id!: string;

  @Field(() => String, { description: "The event's title." })
  title!: string;

  @Field(() => String, { description: SNIPPET_DESCRIPTION })
  snippet!: string;

  @Field(() => Date, { description: 'When the event starts (an instant).' })
  eventDate!: Date;

  static from(row: EventHitRow): EventHitType {
    return Object.assign(new EventHitType(), row);
  }
}

@ObjectType('SearchResults', { description: 'What one search found, best first in each group.' })
export class SearchResultsType {
  @Field(() => String, { description: 'The text searched for, trimmed.' })
  query!: string;

  @Field(() => [DiscussionHitType], { description: 'Matching discussions.' })
  discussions!: DiscussionHitType[];

  @Field(() => [MemberHitType], { description: 'Matching members.' })
  members!: MemberHitType[];

  @Field(() => [NewsHitType], { description: 'Approved and published news only.' })
  news!: NewsHitType[];

  @Field(() => [DocumentHitType], {
    description: 'Always empty until the document library issue adds documents to search.',
  })
  documents!: DocumentHitType[];

  @Field(() => [EventHitType], { description: 'Approved events (upcoming and past).' })
  events!: EventHitType[];

  static from(rows: SearchResultRows): SearchResultsType {
    return Object.assign(new SearchResultsType(), {
      query: rows.query,
      discussions: rows.discussions.map((row) => DiscussionHitType.from(row)),
      members: rows.members.map((row) => MemberHitType.from(row)),
      news: rows.news.map((row) => NewsHitType.from(row)),
      documents: rows.documents.map((row) => DocumentHitType.from(row)),
      events: rows.events.map((row) => EventHitType.from(row)),
    });
  }
}

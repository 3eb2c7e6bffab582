import { Field, ID, ObjectType } from 'type-graphql';
import { AuthorType } from '../../users/index.js';
import type { NewsRow } from '../news.service.js';
import { NewsCategory } from './news-category.type.js';

@ObjectType('NewsItem', { description: 'A published news item or staff announcement.' })
export class NewsItemType {
  @Field(() => ID, { description: 'The news item id.' })
  id!: string;

  @Field(() => AuthorType, { description: 'Who wrote it.' })
  author!: AuthorType;

  @Field(() => Boolean, { description: 'Whether the signed-in member bookmarked it.' })
  bookmarkedByMe!: boolean;

  @Field(() => NewsCategory, { description: 'Its category.' })
  category!: NewsCategory;

  @Field(() => String, { description: 'Paragraphs are separated by line breaks.' })
  content!: string;

  @Field(() => Date, { description: 'When it was written.' })
  createdAt!: Date;

  @Field(() => String, { description: 'A short summary, if given.', nullable: true })
  excerpt!: string | null;

  @Field(() => Boolean, { description: 'True for staff announcements (category ANNOUNCEMENT).' })
  isAnnouncement!: boolean;

  @Field(() => Date, { description: 'When it was (or is) published; lists are newest first.' })
  publishedAt!: Date;

  @Field(() => String, { description: "The news item's title." })
  title!: string;

  static from(row: NewsRow): NewsItemType {
    return Object.assign(new NewsItemType(), {
      id: row.id,
      author: AuthorType.from(row.author),
      bookmarkedByMe: row.bookmarkedByMe,
      category: row.category,
      content: row.content,
      createdAt: row.createdAt,
      excerpt: row.excerpt,
      isAnnouncement: row.category === NewsCategory.ANNOUNCEMENT,
      publishedAt: row.publishedAt,
      title: row.title,
    });
  }
}

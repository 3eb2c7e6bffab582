import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { UUIDScalar } from '../../graphql/uuid-scalar.js';
import { viewerIdOf } from '../../graphql/viewer-of-context.js';
import { ANY_MEMBER, STAFF } from '../../values/role.js';
import { CreateAnnouncementInput } from './dto/news.input.js';
import { NewsItemType } from './dto/news-item.type.js';
import {
  createAnnouncement,
  getNewsItem,
  listNews,
  NEWS_PAGE_SIZE,
  toggleNewsBookmark,
} from './news.service.js';

@Resolver(() => NewsItemType)
export class NewsResolver {
  @Authorized(ANY_MEMBER)
  @Query(() => [NewsItemType], {
    description: 'Published news, newest publication first; bookmarkedOnly keeps my bookmarks.',
  })
  async news(
    @Ctx() context: GraphQLContext,
    @Arg('limit', () => Int, {
      description: 'How many news items.',
      nullable: true,
      defaultValue: NEWS_PAGE_SIZE.default,
    })
    limit: number | null,
    @Arg('offset', () => Int, {
      description: 'How many to skip: the next page starts at offset + limit.',
      nullable: true,
      defaultValue: 0,
    })
    offset: number | null,
    @Arg('bookmarkedOnly', () => Boolean, {
      description: 'Only the news the signed-in member bookmarked.',
      nullable: true,
      defaultValue: false,
    })
    bookmarkedOnly: boolean | null,
  ): Promise<NewsItemType[]> {
    const rows = await listNews(context.em, viewerIdOf(context), {
      limit: limit ?? NEWS_PAGE_SIZE.default,
      offset: offset ?? 0,
      bookmarkedOnly: bookmarkedOnly ?? false,
    });
    return rows.map((row) => NewsItemType.from(row));
  }

  @Authorized(ANY_MEMBER)
  @Query(() => NewsItemType, { description: 'One published news item; NOT_FOUND otherwise.' })
  async newsItem(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => UUIDScalar, { description: 'The news item.' }) id: string,
  ): Promise<NewsItemType> {
    return NewsItemType.from(await getNewsItem(context.em, viewerIdOf(context), id));
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => NewsItemType, { description: 'Bookmarks the item, or removes the bookmark.' })
  async toggleNewsBookmark(
    @Ctx() context: GraphQLContext,
    @Arg('newsItemId', () => UUIDScalar, { description: 'The news item.' }) newsItemId: string,
  ): Promise<NewsItemType> {
    return NewsItemType.from(await toggleNewsBookmark(context.em, viewerIdOf(context), newsItemId));
  }

  @Authorized(STAFF)
  @Mutation(() => NewsItemType, {
    description: 'Publishes a staff announcement at once (moderators and admins).',
  })
  async createAnnouncement(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => CreateAnnouncementInput, { description: 'The announcement.' })
    input: CreateAnnouncementInput,
  ): Promise<NewsItemType> {
    return NewsItemType.from(await createAnnouncement(context.em, viewerIdOf(context), input));
  }
}

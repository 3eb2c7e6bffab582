import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ListSize } from '../../../graphql/list-size.js';
import { PracticeAreaType } from '../../practice-areas/index.js';
import { AuthorType } from '../../users/index.js';
import type { DiscussionRow } from '../discussions.service.js';
import { REVISIONS_SHOWN } from '../post-edits.service.js';
import { DiscussionReplyType } from './discussion-reply.type.js';
import { PostRevisionType } from './post-revision.type.js';

@ObjectType('Discussion', { description: 'A discussion between members.' })
export class DiscussionType {
  @Field(() => ID, { description: 'The discussion id.' })
  id!: string;

  @Field(() => AuthorType, { description: 'Who started it.' })
  author!: AuthorType;

  @Field(() => String, {
    description:
      'The opening post as its author wrote it: Markdown (emphasis, lists, quotes, code, links).',
  })
  content!: string;

  // contentHtml and contentText are resolved by DiscussionsResolver (mentions' names batched).
  @Field(() => String, {
    description:
      'The opening post rendered to sanitized HTML (p, br, em, strong, lists, blockquote, code, pre, links with rel="nofollow ugc noopener"); a mention is a link to the member\'s profile (/members/:id) showing their current name.',
  })
  contentHtml!: string;

  @Field(() => String, {
    description:
      'The opening post as plain text without its Markdown marks, for excerpts; a mention reads @Name.',
  })
  contentText!: string;

  @Field(() => Date, { description: 'When it was started.' })
  createdAt!: Date;

  @Field(() => Date, {
    description:
      'When it was last edited; null if never. Staff read the earlier versions in revisions.',
    nullable: true,
  })
  editedAt!: Date | null;

  @Field(() => Boolean, {
    description: 'Whether its author or staff deleted it; its content is then empty.',
  })
  deleted!: boolean;

  @Field(() => Boolean, {
    description:
      'Whether flags (until a moderator decides) or a moderator hid it; its content is then empty.',
  })
  hidden!: boolean;

  // Resolved by DiscussionsResolver / DiscussionReplyResolver.revisions (batched, staff only).
  @ListSize(REVISIONS_SHOWN)
  @Field(() => [PostRevisionType], {
    description: 'Its 10 latest earlier versions, newest first; null unless the viewer is staff.',
    nullable: true,
  })
  revisions!: PostRevisionType[] | null;

  @Field(() => Date, { description: 'When it was started or last replied to.' })
  lastActivityAt!: Date;

  @Field(() => Boolean, { description: 'Whether the signed-in member likes it.' })
  likedByMe!: boolean;

  @Field(() => Boolean, {
    description:
      'Whether the signed-in member is told of every reply (its author is, unless they stopped).',
  })
  watchedByMe!: boolean;

  @Field(() => Int, { description: 'How many members like it.' })
  likes!: number;

  @Field(() => PracticeAreaType, {
    description: 'The practice area it belongs to, if any.',
    nullable: true,
  })
  practiceArea!: PracticeAreaType | null;

  @Field(() => Int, { description: 'How many replies it has.' })
  replies!: number;

  // Resolved by DiscussionsResolver.replyList (batched per request).
  @Field(() => [DiscussionReplyType], {
    description: 'The replies, oldest first; meant for the discussion page.',
  })
  replyList!: DiscussionReplyType[];

  @Field(() => String, { description: "The discussion's title." })
  title!: string;

  @Field(() => Int, { description: 'How many members opened it (each counted once).' })
  views!: number;

  static from(row: DiscussionRow): DiscussionType {
    return Object.assign(new DiscussionType(), {
      id: row.id,
      author: AuthorType.from(row.author),
      content: row.content,
      createdAt: row.createdAt,
      editedAt: row.editedAt,
      deleted: row.deleted,
      hidden: row.hidden,
      lastActivityAt: row.lastActivityAt,
      likedByMe: row.likedByMe,
      watchedByMe: row.watchedByMe,
      likes: row.likes,
      practiceArea: row.practiceArea && PracticeAreaType.from(row.practiceArea),
      replies: row.replies,
      title: row.title,
      views: row.views,
    });
  }
}

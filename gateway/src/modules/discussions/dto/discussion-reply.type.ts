import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ListSize } from '../../../graphql/list-size.js';
import { AuthorType } from '../../users/index.js';
import type { ReplyRow } from '../discussions.service.js';
import { REVISIONS_SHOWN } from '../post-edits.service.js';
import { PostRevisionType } from './post-revision.type.js';

@ObjectType('DiscussionReply', { description: 'A reply to a discussion.' })
export class DiscussionReplyType {
  @Field(() => ID, { description: 'The reply id.' })
  id!: string;

  @Field(() => AuthorType, { description: 'Who replied.' })
  author!: AuthorType;

  @Field(() => String, { description: 'The reply as its author wrote it, in Markdown.' })
  content!: string;

  // Resolved by DiscussionReplyResolver (mentions' names batched), as likes and likedByMe.
  @Field(() => String, {
    description: 'The reply rendered to sanitized HTML, as the opening post is.',
  })
  contentHtml!: string;

  @Field(() => Int, { description: 'How many members like it.' })
  likes!: number;

  @Field(() => Boolean, { description: 'Whether the signed-in member likes it.' })
  likedByMe!: boolean;

  @Field(() => Date, { description: 'When it was posted.' })
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

  static from(reply: ReplyRow): DiscussionReplyType {
    return Object.assign(new DiscussionReplyType(), {
      id: reply.id,
      author: AuthorType.from(reply.author),
      content: reply.content,
      createdAt: reply.createdAt,
      editedAt: reply.editedAt,
      deleted: reply.deleted,
      hidden: reply.hidden,
    });
  }
}

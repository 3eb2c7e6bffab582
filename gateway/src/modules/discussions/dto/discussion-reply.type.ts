import { Field, ID, ObjectType } from 'type-graphql';
import { ListSize } from '../../../graphql/list-size.js';
import { postHtml } from '../../../shared/post-markdown.js';
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

  @Field(() => String, {
    description: 'The reply rendered to sanitized HTML, as the opening post is.',
  })
  get contentHtml(): string {
    return postHtml(this.content);
  }

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

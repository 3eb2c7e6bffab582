import { Field, ID, ObjectType } from 'type-graphql';
import type { ReplyRow } from '../discussions.service.js';
import { AuthorType } from './author.type.js';

@ObjectType('DiscussionReply')
export class DiscussionReplyType {
  @Field(() => ID)
  id!: string;

  @Field(() => AuthorType)
  author!: AuthorType;

  @Field(() => String)
  content!: string;

  @Field(() => Date)
  createdAt!: Date;

  static from(reply: ReplyRow): DiscussionReplyType {
    return Object.assign(new DiscussionReplyType(), {
      id: reply.id,
      author: AuthorType.from(reply.author),
      content: reply.content,
      createdAt: reply.createdAt,
    });
  }
}

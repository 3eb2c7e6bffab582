import { IsOptional, IsString } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ListSize } from '../../../graphql/list-size.js';
import { UUIDScalar } from '../../../graphql/uuid-scalar.js';
import { postHtml } from '../../../shared/post-markdown.js';
import { PostFlagOutcome, PostFlagReason } from '../../../values/post-flag.js';
import type { PostRef } from '../post-edits.service.js';
import {
  FLAGS_SHOWN,
  type FlagDecisionResult,
  FlagEntry,
  type FlaggedPostRow,
  FlagResult,
} from '../post-flags.service.js';

/** Which kind of post: a discussion's opening post or a reply. */
export enum PostKind {
  DISCUSSION = 'discussion',
  REPLY = 'reply',
}

registerEnumType(PostKind, {
  name: 'PostKind',
  description: "A discussion's opening post, or one of its replies.",
  valuesConfig: {
    DISCUSSION: { description: "The discussion's opening post (the id is the discussion's)." },
    REPLY: { description: 'A reply (the id is the reply’s).' },
  },
});

registerEnumType(PostFlagReason, {
  name: 'PostFlagReason',
  description: 'Why a member flags a post to the moderators.',
  valuesConfig: {
    OFF_TOPIC: { description: 'Not about the discussion or the association’s work.' },
    INAPPROPRIATE: { description: 'Offensive, abusive or otherwise unfit.' },
    SPAM: { description: 'Advertising or repeated, unwanted posting.' },
    OTHER: { description: 'Something else, said in the note (required).' },
  },
});

registerEnumType(PostFlagOutcome, {
  name: 'PostFlagOutcome',
  description: 'What a moderator did with a flagged post.',
  valuesConfig: {
    KEPT: { description: 'Kept as it is: the flags are dismissed, a post they hid shows again.' },
    EDITED: { description: 'Edited by the moderator (with a reason), then shown.' },
    HIDDEN: { description: 'Hidden (with a reason): a placeholder stands in its place.' },
  },
});

@InputType('FlagPostInput', { description: 'A flag on a post for the moderators.' })
export class FlagPostInput {
  @Field(() => PostKind, { description: 'An opening post or a reply.' })
  kind!: PostKind;

  @Field(() => UUIDScalar, { description: 'The discussion (opening post) or the reply.' })
  @IsString()
  id!: string;

  @Field(() => PostFlagReason, { description: 'Why.' })
  reason!: PostFlagReason;

  @Field(() => String, {
    nullable: true,
    description: 'In the member’s words: 3 to 500 characters, required with OTHER.',
  })
  @IsOptional()
  @IsString()
  note?: string | null;
}

@ObjectType('FlagPostResult', { description: 'What a flag did.' })
export class FlagPostResultType {
  @Field(() => Boolean, {
    description: 'true: the member had flagged it already; the reason was changed.',
  })
  updated!: boolean;

  @Field(() => Boolean, {
    description: 'Whether the post is now hidden until a moderator decides.',
  })
  hidden!: boolean;

  static from(result: FlagResult): FlagPostResultType {
    return Object.assign(new FlagPostResultType(), result);
  }
}

@InputType('DecideFlaggedPostInput', { description: 'A moderator’s decision on a flagged post.' })
export class DecideFlaggedPostInput {
  @Field(() => PostKind, { description: 'An opening post or a reply.' })
  kind!: PostKind;

  @Field(() => UUIDScalar, { description: 'The discussion (opening post) or the reply.' })
  @IsString()
  id!: string;

  @Field(() => PostFlagOutcome, { description: 'Keep, edit or hide.' })
  outcome!: PostFlagOutcome;

  @Field(() => String, {
    nullable: true,
    description:
      'Why (3 to 500 characters): required to edit or hide, kept with the record; optional to keep.',
  })
  @IsOptional()
  @IsString()
  reason?: string | null;

  @Field(() => String, { nullable: true, description: 'EDITED: the new Markdown text.' })
  @IsOptional()
  @IsString()
  content?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'EDITED, an opening post: the new title; unchanged if omitted.',
  })
  @IsOptional()
  @IsString()
  title?: string | null;
}

@ObjectType('FlagDecisionResult', { description: 'A decision on a flagged post, applied.' })
export class FlagDecisionResultType {
  @Field(() => PostFlagOutcome, { description: 'What was done.' })
  outcome!: PostFlagOutcome;

  @Field(() => Int, { description: 'How many members who flagged it were told.' })
  flaggers!: number;

  @Field(() => Boolean, { description: 'Whether the post is hidden now.' })
  hidden!: boolean;

  static from(result: FlagDecisionResult): FlagDecisionResultType {
    return Object.assign(new FlagDecisionResultType(), result);
  }
}

@ObjectType('PostFlag', { description: 'One member’s waiting flag on a post (staff only).' })
export class PostFlagType {
  @Field(() => PostFlagReason, { description: 'Why.' })
  reason!: PostFlagReason;

  @Field(() => String, { nullable: true, description: 'The member’s own words, if any.' })
  note!: string | null;

  @Field(() => String, { description: 'Who flagged it (their full name).' })
  flaggerName!: string;

  @Field(() => Date, { description: 'When.' })
  createdAt!: Date;

  static from(row: FlagEntry): PostFlagType {
    return Object.assign(new PostFlagType(), row);
  }
}

@ObjectType('FlaggedPostAuthor', { description: 'Who wrote a flagged post.' })
export class FlaggedPostAuthorType {
  @Field(() => ID, { description: 'The member.' })
  id!: string;

  @Field(() => String, { description: 'Their full name.' })
  fullName!: string;
}

@ObjectType('FlaggedPost', { description: 'A post in the moderators’ queue of flagged posts.' })
export class FlaggedPostType {
  @Field(() => PostKind, { description: 'An opening post or a reply.' })
  kind!: PostKind;

  @Field(() => ID, { description: 'The discussion (opening post) or the reply.' })
  id!: string;

  @Field(() => ID, { description: 'The discussion it is, or is in.' })
  discussionId!: string;

  @Field(() => String, { description: 'That discussion’s title.' })
  discussionTitle!: string;

  @Field(() => String, { description: 'The post’s Markdown (as written, hidden or not).' })
  content!: string;

  @Field(() => String, { description: 'The post rendered to sanitized HTML.' })
  get contentHtml(): string {
    return postHtml(this.content);
  }

  @Field(() => FlaggedPostAuthorType, { description: 'Who wrote it.' })
  author!: FlaggedPostAuthorType;

  @Field(() => Date, { description: 'When it was posted.' })
  createdAt!: Date;

  @Field(() => Boolean, { description: 'Whether flags (or a moderator) hide it now.' })
  hidden!: boolean;

  @Field(() => Int, { description: 'How many members flagged it (waiting flags).' })
  flagCount!: number;

  @ListSize(FLAGS_SHOWN)
  @Field(() => [PostFlagType], {
    description: 'The first 10 waiting flags, by reason then oldest first (flagCount counts all).',
  })
  flags!: PostFlagType[];

  @Field(() => Date, { description: 'When it was first flagged: the queue is oldest first.' })
  firstFlaggedAt!: Date;

  static from(row: FlaggedPostRow): FlaggedPostType {
    return Object.assign(new FlaggedPostType(), {
      ...row,
      kind: row.kind as PostKind,
      author: Object.assign(new FlaggedPostAuthorType(), row.author),
      flags: row.flags.map((flag) => PostFlagType.from(flag)),
    });
  }
}

/** The service's reference of a post from the API's kind and id. */
export const postRefOf = (kind: PostKind | string, id: string): PostRef =>
  kind === PostKind.REPLY ? { kind: 'reply', id } : { kind: 'discussion', id };

import { IsOptional, IsString } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { UUIDScalar } from '../../../graphql/uuid-scalar.js';

// Lengths are checked by the service (after trimming), the same for GraphQL and REST.
@InputType('CreateDiscussionInput', { description: 'A new discussion.' })
export class CreateDiscussionInput {
  @Field(() => String, { description: '3 to 200 characters.' })
  @IsString()
  title!: string;

  @Field(() => String, { description: '10 to 20000 characters.' })
  @IsString()
  content!: string;

  @Field(() => UUIDScalar, {
    description: 'The practice area it belongs to, if any.',
    nullable: true,
  })
  @IsOptional()
  @IsString()
  practiceAreaId?: string | null;
}

@InputType('ReplyToDiscussionInput', { description: 'A reply to a discussion.' })
export class ReplyToDiscussionInput {
  @Field(() => UUIDScalar, { description: 'The discussion replied to.' })
  @IsString()
  discussionId!: string;

  @Field(() => String, { description: '1 to 10000 characters.' })
  @IsString()
  content!: string;
}

@InputType('EditDiscussionInput', { description: "A change to a discussion's opening post." })
export class EditDiscussionInput {
  @Field(() => UUIDScalar, { description: 'The discussion.' })
  @IsString()
  id!: string;

  @Field(() => String, {
    description: 'The new title, 3 to 200 characters; unchanged if omitted.',
    nullable: true,
  })
  @IsOptional()
  @IsString()
  title?: string | null;

  @Field(() => String, { description: 'The new text, 10 to 20000 characters.' })
  @IsString()
  content!: string;

  @Field(() => String, {
    description: "Why (3 to 500 characters): required of staff changing another member's post.",
    nullable: true,
  })
  @IsOptional()
  @IsString()
  reason?: string | null;
}

@InputType('EditDiscussionReplyInput', { description: 'A change to a reply.' })
export class EditDiscussionReplyInput {
  @Field(() => UUIDScalar, { description: 'The reply.' })
  @IsString()
  id!: string;

  @Field(() => String, { description: 'The new text, 1 to 10000 characters.' })
  @IsString()
  content!: string;

  @Field(() => String, {
    description: "Why (3 to 500 characters): required of staff changing another member's post.",
    nullable: true,
  })
  @IsOptional()
  @IsString()
  reason?: string | null;
}

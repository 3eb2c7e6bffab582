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

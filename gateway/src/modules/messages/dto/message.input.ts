import { IsOptional, IsString } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { UUIDScalar } from '../../../graphql/uuid-scalar.js';

// Lengths are checked by the service (after trimming).
@InputType('SendMessageInput', { description: 'A private message to another member.' })
export class SendMessageInput {
  @Field(() => UUIDScalar, { description: 'The member the message is for.' })
  @IsString()
  recipientId!: string;

  @Field(() => String, { nullable: true, description: 'At most 200 characters.' })
  @IsOptional()
  @IsString()
  subject?: string | null;

  @Field(() => String, { description: '1 to 10000 characters.' })
  @IsString()
  content!: string;
}

import { IsOptional, IsString } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { UUIDScalar } from '../../../graphql/uuid-scalar.js';

// Lengths are checked by the service (after trimming).
@InputType('SendMessageInput')
export class SendMessageInput {
  @Field(() => UUIDScalar)
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

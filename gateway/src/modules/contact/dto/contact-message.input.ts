import { IsOptional, IsString } from 'class-validator';
import { Field, InputType } from 'type-graphql';

// Lengths and formats are checked by the service (after trimming), which names each bad field.
@InputType('ContactMessageInput', {
  description: 'A message to the association from the public contact form.',
})
export class ContactMessageInput {
  @Field(() => String, { description: '2 to 120 characters.' })
  @IsString()
  name!: string;

  @Field(() => String, { description: 'A valid e-mail address, for the answer.' })
  @IsString()
  email!: string;

  @Field(() => String, { description: '2 to 200 characters.' })
  @IsString()
  subject!: string;

  @Field(() => String, { description: '10 to 5000 characters.' })
  @IsString()
  message!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Leave empty: a hidden field that only robots fill in.',
  })
  @IsOptional()
  @IsString()
  website?: string | null;
}

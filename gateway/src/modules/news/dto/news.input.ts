import { IsOptional, IsString } from 'class-validator';
import { Field, InputType } from 'type-graphql';

// Lengths are checked by the service (after trimming), so that errors name the fields.
@InputType('CreateAnnouncementInput', {
  description: 'A staff announcement, published as news at once.',
})
export class CreateAnnouncementInput {
  @Field(() => String, { description: '3 to 200 characters.' })
  @IsString()
  title!: string;

  @Field(() => String, { nullable: true, description: 'Optional, at most 500 characters.' })
  @IsOptional()
  @IsString()
  excerpt?: string | null;

  @Field(() => String, {
    description: '10 to 20000 characters; line breaks separate paragraphs.',
  })
  @IsString()
  content!: string;
}

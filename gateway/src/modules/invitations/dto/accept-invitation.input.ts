import { IsString } from 'class-validator';
import { Field, InputType } from 'type-graphql';

// Lengths and the username rule are checked by the service (after trimming).
@InputType('AcceptInvitationInput', {
  description: "Accepting an invitation: its token and the new account's details.",
})
export class AcceptInvitationInput {
  @Field(() => String, { description: 'The token of the invitation link.' })
  @IsString()
  token!: string;

  @Field(() => String, { description: '2 to 120 characters.' })
  @IsString()
  fullName!: string;

  @Field(() => String, {
    description: '3 to 40 characters: lowercase letters, digits, underscores and dots; unique.',
  })
  @IsString()
  username!: string;

  @Field(() => String, { description: '12 to 256 characters.' })
  @IsString()
  password!: string;
}

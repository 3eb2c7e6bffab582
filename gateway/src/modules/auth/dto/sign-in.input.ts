import { IsEmail, IsNotEmpty, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

// Shared with the REST body schema so that both APIs accept exactly the same input.
export const EMAIL_MAX_LENGTH = 254;
// Bounds the work a single request can ask of argon2.
export const PASSWORD_MAX_LENGTH = 256;

@InputType('SignInInput', { description: 'The first sign-in step: e-mail address and password.' })
export class SignInInput {
  @Field(() => String, { description: "The account's e-mail address." })
  @IsEmail({}, { message: 'must be a valid e-mail address' })
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;

  @Field(() => String, { description: "The account's password." })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;
}

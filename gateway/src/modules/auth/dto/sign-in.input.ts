import { MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsEmailAddress, Required } from '../../../errors/input-decorators.js';

// Bounds the work a single request can ask of argon2.
export const PASSWORD_MAX_LENGTH = 256;

@InputType('SignInInput', { description: 'The first sign-in step: e-mail address and password.' })
export class SignInInput {
  @Field(() => String, { description: "The account's e-mail address." })
  @IsEmailAddress()
  email!: string;

  @Field(() => String, { description: "The account's password." })
  @Required()
  @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;
}

import { Field, ID, ObjectType } from 'type-graphql';
import type { AuthorRow } from '../author-row.js';
import { initialsOf } from '../initials.js';

@ObjectType('Author', { description: 'Who wrote a discussion or a reply.' })
export class AuthorType {
  @Field(() => ID, { description: "The member's id." })
  id!: string;

  @Field(() => String, { description: "The member's full name." })
  fullName!: string;

  @Field(() => String, { description: 'For the avatar when there is no profile image.' })
  initials!: string;

  @Field(() => String, { description: "The member's photo address, if any.", nullable: true })
  profileImage!: string | null;

  static from(author: AuthorRow): AuthorType {
    return Object.assign(new AuthorType(), { ...author, initials: initialsOf(author.fullName) });
  }
}

import { Field, ID, ObjectType } from 'type-graphql';
import { mentionMarkup } from '../../../shared/post-markdown.js';
import { type AuthorRow, initialsOf } from '../../users/index.js';

@ObjectType('MemberSuggestion', { description: 'A member the editor offers to mention after @.' })
export class MemberSuggestionType {
  @Field(() => ID, { description: "The member's id." })
  id!: string;

  @Field(() => String, { description: "The member's full name." })
  fullName!: string;

  @Field(() => String, { description: 'For the avatar when there is no profile image.' })
  initials!: string;

  @Field(() => String, { description: "The member's photo address, if any.", nullable: true })
  profileImage!: string | null;

  @Field(() => String, {
    description:
      'What the editor inserts for the mention: @[Name](member:ID), which posts render as a link to the member under their current name.',
  })
  markup!: string;

  static from(row: AuthorRow): MemberSuggestionType {
    return Object.assign(new MemberSuggestionType(), {
      ...row,
      initials: initialsOf(row.fullName),
      markup: mentionMarkup(row.id, row.fullName),
    });
  }
}

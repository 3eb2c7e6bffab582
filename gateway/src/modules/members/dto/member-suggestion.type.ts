import { Field, ObjectType } from 'type-graphql';
import { mentionMarkup } from '../../../shared/post-markdown.js';
import { type AuthorRow, AuthorType, initialsOf } from '../../users/index.js';

/** A member as the Author type tells of them, with what the editor writes to mention them. */
@ObjectType('MemberSuggestion', { description: 'A member the editor offers to mention after @.' })
export class MemberSuggestionType extends AuthorType {
  @Field(() => String, {
    description:
      'What the editor inserts for the mention: @[Name](member:ID), which posts render as a link to the member under their current name.',
  })
  markup!: string;

  static override from(row: AuthorRow): MemberSuggestionType {
    return Object.assign(new MemberSuggestionType(), {
      ...row,
      initials: initialsOf(row.fullName),
      markup: mentionMarkup(row.id, row.fullName),
    });
  }
}

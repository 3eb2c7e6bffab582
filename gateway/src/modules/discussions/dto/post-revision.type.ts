import { Field, ID, ObjectType } from 'type-graphql';
import type { RevisionRow } from '../post-edits.service.js';

@ObjectType('PostRevision', {
  description: "A post's text as it was before an edit or its deletion (staff only).",
})
export class PostRevisionType {
  @Field(() => ID, { description: 'The revision id.' })
  id!: string;

  @Field(() => String, {
    description: "The opening post's title then; null for a reply.",
    nullable: true,
  })
  title!: string | null;

  @Field(() => String, { description: 'The Markdown it had.' })
  content!: string;

  // Resolved by PostRevisionResolver (mentions' names batched).
  @Field(() => String, { description: 'That Markdown rendered to sanitized HTML.' })
  contentHtml!: string;

  @Field(() => String, {
    description: 'Who changed it (their full name); null if that account is gone.',
    nullable: true,
  })
  editorName!: string | null;

  @Field(() => String, {
    description: 'Why staff changed it; null when its author did.',
    nullable: true,
  })
  reason!: string | null;

  @Field(() => Date, { description: 'When it was replaced.' })
  replacedAt!: Date;

  static from(row: RevisionRow): PostRevisionType {
    return Object.assign(new PostRevisionType(), {
      id: row.id,
      title: row.title,
      content: row.content,
      editorName: row.editorName,
      reason: row.reason,
      replacedAt: row.createdAt,
    });
  }
}

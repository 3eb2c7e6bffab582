import { Field, ID, ObjectType } from 'type-graphql';
import type { PracticeAreaRow } from '../practice-areas.service.js';
import { LocalizedTextType } from './localized-text.type.js';

@ObjectType('PracticeArea')
export class PracticeAreaType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, {
    description: 'English name (spec §3 shape); see names for the four languages.',
  })
  name!: string;

  @Field(() => LocalizedTextType)
  names!: LocalizedTextType;

  @Field(() => String, { description: 'The value of ?area= in the discussions filter.' })
  slug!: string;

  static from(area: PracticeAreaRow): PracticeAreaType {
    const names = Object.assign(new LocalizedTextType(), area.names);
    return Object.assign(new PracticeAreaType(), {
      id: area.id,
      name: area.names.en,
      names,
      slug: area.slug,
    });
  }
}

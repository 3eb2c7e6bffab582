import { Field, ID, ObjectType } from 'type-graphql';
import type { PracticeAreaRow } from '../practice-areas.service.js';
import { LocalizedTextType } from './localized-text.type.js';

@ObjectType('PracticeArea', {
  description: 'An area of law that discussions and documents belong to.',
})
export class PracticeAreaType {
  @Field(() => ID, { description: 'The practice area id.' })
  id!: string;

  @Field(() => String, {
    description: 'English name (spec §3 shape); see names for the four languages.',
  })
  name!: string;

  @Field(() => LocalizedTextType, { description: "Its name in each of the portal's languages." })
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

import { Field, ObjectType } from 'type-graphql';

@ObjectType('LocalizedText', { description: 'A text in each of the portal languages.' })
export class LocalizedTextType {
  @Field(() => String, { description: 'Arabic' })
  ar!: string;

  @Field(() => String, { description: 'English' })
  en!: string;

  @Field(() => String, { description: 'French' })
  fr!: string;

  @Field(() => String, { description: 'Somali' })
  so!: string;
}

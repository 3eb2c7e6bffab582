import { Allow, IsOptional, ValidateNested } from 'class-validator';
import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import {
  descriptionOf,
  GraphqlFieldsOf,
  SchemaValue,
} from '../../../graphql/fields-from-schema.js';
import { MailCategory, MailMode } from '../../../values/mail-preference.js';
import { CategoryModeSchema, MailPreferencesSchema } from '../mail-preferences.schema.js';
import { type MailPreferencesRow, modeList } from '../mail-preferences.service.js';

registerEnumType(MailCategory, {
  name: 'MailCategory',
  description: 'A kind of notice a member chooses how to hear of.',
  valuesConfig: {
    REPLIES: { description: 'Replies in discussions the member started or replied to.' },
    MENTIONS: { description: 'Mentions of the member (@Name) in discussions and replies.' },
    MESSAGES: { description: 'Private messages (e-mailed when still unread a few minutes later).' },
    CONNECTIONS: { description: 'Connection requests and acceptances.' },
    MODERATION: { description: "Moderators' decisions on the member's submissions." },
    EVENTS: { description: 'Event reminders, changes, cancellations, waitlist places.' },
    CONSULTATIONS: { description: "Visitors' consultation requests to the member." },
  },
});
registerEnumType(MailMode, {
  name: 'MailMode',
  description: 'How a member hears of a kind of notice.',
  valuesConfig: {
    IN_APP: { description: 'A notice in the portal only.' },
    IMMEDIATE: { description: 'The notice and an e-mail at once.' },
    DAILY: { description: 'The notice, and a daily digest e-mail.' },
    WEEKLY: { description: 'The notice, and a weekly digest e-mail.' },
    OFF: { description: 'Neither notice nor e-mail.' },
  },
});

@ObjectType('MailCategoryMode', { description: descriptionOf(CategoryModeSchema) })
@GraphqlFieldsOf(CategoryModeSchema, { category: () => MailCategory, mode: () => MailMode })
export class MailCategoryModeType extends SchemaValue(CategoryModeSchema) {}

@ObjectType('MailPreferences', { description: descriptionOf(MailPreferencesSchema) })
@GraphqlFieldsOf(MailPreferencesSchema, {
  modes: () => [MailCategoryModeType],
  language: () => String,
})
export class MailPreferencesType extends SchemaValue(MailPreferencesSchema) {
  static from(row: MailPreferencesRow): MailPreferencesType {
    return Object.assign(new MailPreferencesType(), {
      ...row,
      modes: modeList(row.modes).map((entry) => Object.assign(new MailCategoryModeType(), entry)),
    });
  }
}

@InputType('MailCategoryModeInput', { description: 'How to hear of one kind of notice.' })
export class MailCategoryModeInput {
  @Field(() => MailCategory, { description: 'The kind of notice.' })
  @Allow()
  category!: MailCategory;

  @Field(() => MailMode, { description: 'How to hear of it.' })
  @Allow()
  mode!: MailMode;
}

@InputType('MailPreferencesInput', {
  description: 'A change of e-mail settings; what is left out stays.',
})
export class MailPreferencesInput {
  // The values are GraphQL's enums; the service checks the rest, for GraphQL and REST alike.
  @Field(() => [MailCategoryModeInput], { nullable: true, description: 'The kinds to change.' })
  @IsOptional()
  @ValidateNested({ each: true })
  modes?: MailCategoryModeInput[] | null;

  @Field(() => String, { nullable: true, description: 'en, so, ar or fr.' })
  @Allow()
  language?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "An IANA time zone for digests; empty: the association's.",
  })
  @Allow()
  timeZone?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Forget that the mail server refused the address.',
  })
  @Allow()
  clearBounce?: boolean | null;
}

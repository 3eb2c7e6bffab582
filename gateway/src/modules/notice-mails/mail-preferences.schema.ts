import { Type } from 'typebox';
import { Nullable, OneOf, Shape } from '../../http/api-schema.js';
import { MAIL_CATEGORIES, MAIL_LANGUAGES, MAIL_MODES } from '../../values/mail-preference.js';

// The one declaration of what the API tells of a member's e-mail settings: the REST routes
// answer it, GraphQL's MailPreferences is made from it (dto/mail-preferences.type.ts).

export const CategoryModeSchema = Shape(
  {
    category: OneOf(MAIL_CATEGORIES, { description: 'The kind of notice.' }),
    mode: OneOf(MAIL_MODES, {
      description:
        'How the member hears of it: in_app, immediate (e-mail at once), daily or weekly (a digest), off.',
    }),
  },
  { description: 'How the member hears of one kind of notice.' },
);

export const MailPreferencesSchema = Shape(
  {
    modes: Type.Array(CategoryModeSchema, { description: 'One entry per kind of notice.' }),
    language: OneOf(MAIL_LANGUAGES, { description: 'The language the e-mails are written in.' }),
    timeZone: Nullable(
      Type.String({
        description: "The member's IANA time zone for digests; null: the association's.",
      }),
    ),
    bouncedAddress: Nullable(
      Type.String({
        description:
          "The member's address when the mail server refused it for good: no e-mail goes to it until it changes or is cleared.",
      }),
    ),
    bounceReason: Nullable(Type.String({ description: "The mail server's refusal." })),
  },
  { description: "The signed-in member's e-mail settings for notices." },
);

/** The body of PUT /api/me/mail-preferences: what is left out stays as it is. */
export const MailPreferencesChangeSchema = Type.Object(
  {
    modes: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description: `Kind of notice → mode (${MAIL_MODES.join(', ')}).`,
      }),
    ),
    language: Type.Optional(Type.String({ description: `One of ${MAIL_LANGUAGES.join(', ')}.` })),
    timeZone: Type.Optional(
      Nullable(
        Type.String({ description: 'An IANA time zone; null or empty: the association’s.' }),
      ),
    ),
    clearBounce: Type.Optional(
      Type.Boolean({ description: 'Try the address again: forget the refusal.' }),
    ),
  },
  { additionalProperties: false },
);

import { Type } from 'typebox';
import { Instant, Nullable, OneOf, Shape, Uuid } from '../../http/api-schema.js';
import { Role } from '../../values/role.js';

// The one declaration of what the API tells of a member's history: GET
// /api/admin/members/:id/history answers it, GraphQL's MemberHistory is made from it
// (dto/member-history.type.ts).

export const HistoryItemSchema = Shape(
  {
    id: Uuid({ description: "The item's id (a submission, a reply, a flag, an entry…)." }),
    kind: Type.String({
      description:
        "The item's kind within its section: a submission's type, a flag's reason, a security event's type, an audit action…",
    }),
    title: Nullable(Type.String({ description: "The item's title or name, as it is now." })),
    state: Nullable(
      Type.String({
        description:
          "Its outcome or status: a submission's, an RSVP's, a flag's decision, a security event's outcome.",
      }),
    ),
    detail: Nullable(
      Type.String({
        description: 'More: a rejection or staff reason, the address of a security event.',
      }),
    ),
    at: Instant({ description: 'When it was made or happened.' }),
    path: Nullable(Type.String({ description: "The item's page in the portal, when it has one." })),
  },
  { description: "One item of a section of a member's history." },
);

export const HistorySectionSchema = Shape(
  {
    total: Type.Integer({ description: 'How many items the section holds in all.' }),
    items: Type.Array(HistoryItemSchema, { description: 'The newest items, newest first.' }),
  },
  { description: "A section of a member's history: its count and newest items." },
);

export const ConsultationFiguresSchema = Shape(
  {
    received: Type.Integer({ description: 'Consultation requests the lawyer received.' }),
    answered: Type.Integer({ description: 'Of them, those the lawyer answered.' }),
    medianResponseSeconds: Nullable(
      Type.Number({ description: 'The median time to an answer, in seconds; null: none yet.' }),
    ),
  },
  { description: "A lawyer's consultation figures." },
);

export const MemberHistorySchema = Shape(
  {
    memberId: Uuid({ description: "The member's id." }),
    fullName: Type.String({ description: "The member's name." }),
    role: OneOf(Object.values(Role), { description: "The member's role." }),
    suspendedAt: Nullable(
      Instant({ description: 'When the account was suspended; null: in use.' }),
    ),
    submissions: HistorySectionSchema,
    discussions: HistorySectionSchema,
    replies: HistorySectionSchema,
    flagsRaised: HistorySectionSchema,
    flagsReceived: HistorySectionSchema,
    consultations: HistorySectionSchema,
    consultationFigures: ConsultationFiguresSchema,
    rsvps: HistorySectionSchema,
    documents: HistorySectionSchema,
    securityEvents: Nullable(HistorySectionSchema),
    staffActs: HistorySectionSchema,
  },
  {
    description:
      "What a member did and what was done to their account (staff). securityEvents is null for moderators (the security log is admins'); staffActs holds only the entries the reader may read in the audit trail.",
  },
);

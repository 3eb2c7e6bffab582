/** Spec §3's consultation types, in the form's order. */
export const CONSULTATION_TYPES = [
  'initial',
  'legal-advice',
  'representation',
  'document-review',
] as const;

export type ConsultationTypeValue = (typeof CONSULTATION_TYPES)[number];

/** The body of POST /api/consultations (spec §7), plus the hidden honeypot. */
export interface ConsultationRequestBody {
  lawyerId: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  consultationType: string;
  description: string;
  /** An empty date is sent as null (spec §5). */
  preferredDate: string | null;
  website: string;
}

export interface ConsultationCreated {
  status: 'pending';
  trackingToken: string;
  trackingUrl: string;
}

/** The i18n key of a consultation type's label (unknown types show the raw value). */
export const consultationTypeKey = (type: string) =>
  `consultations.types.${type as ConsultationTypeValue}` as const;

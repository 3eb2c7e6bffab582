/** Spec §3's consultation types (the values the form sends). */
export enum ConsultationType {
  INITIAL = 'initial',
  LEGAL_ADVICE = 'legal-advice',
  REPRESENTATION = 'representation',
  DOCUMENT_REVIEW = 'document-review',
}

export const CONSULTATION_TYPES: readonly string[] = Object.values(ConsultationType);

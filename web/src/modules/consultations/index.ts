// The consultations feature's public entry: what other features, pages and the app use of it.
export { ConsultationAnswerForm } from './components/ConsultationAnswerForm.js';
export { ConsultationDetails } from './components/ConsultationDetails.js';
export { ConsultationPageForm } from './components/ConsultationPageForm.js';
export * as consultationViewStyles from './components/ConsultationView.css.js';
export { SentNotice } from './components/SentNotice.js';
export { useConsultationRequest } from './hooks/useConsultationRequest.js';
export type { ConsultationCreated } from './types.js';

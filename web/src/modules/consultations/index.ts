// The consultations feature's public entry: what other features, pages and the app use of it.
export { ConsultationDetails } from './components/ConsultationDetails.js';
export * as consultationViewStyles from './components/ConsultationView.css.js';
export { useConsultationRequest } from './hooks/useConsultationRequest.js';

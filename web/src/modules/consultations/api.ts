import { apiRequest } from '../../lib/rest.js';
import type { ConsultationCreated, ConsultationRequestBody } from './types.js';

/** POST /api/consultations (spec §7); rejects with `status: body` on any non-OK answer. */
export function sendConsultationRequest(
  body: ConsultationRequestBody,
): Promise<ConsultationCreated> {
  return apiRequest<ConsultationCreated>('POST', '/api/consultations', body);
}

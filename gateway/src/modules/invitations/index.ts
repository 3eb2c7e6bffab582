// What other features use of invitations.
export { publicBaseUrl } from './base-url.js';
export { InvitationsService } from './invitations.service.js';

// What other features use of invitations.
export { publicBaseUrl } from './base-url.js';
export { Invitation } from './invitation.entity.js';
export { InvitationsService } from './invitations.service.js';

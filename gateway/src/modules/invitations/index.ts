// What other features use of invitations.
export { Invitation } from './invitation.entity.js';
export { InvitationsService } from './invitations.service.js';

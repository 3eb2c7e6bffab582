// What the rest of the gateway uses of membership: other features import it from here only.
export { MembershipApplication } from './membership-application.entity.js';

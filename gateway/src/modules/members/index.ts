// What the rest of the gateway uses of members: other features import it from here only.
export { Connection } from './connection.entity.js';
export { MemberProfile } from './member-profile.entity.js';
export { changeMemberRole } from './member-role.service.js';

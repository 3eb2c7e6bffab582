// What the rest of the gateway uses of notifications: other features import it from here only.
export { Notification } from './notification.entity.js';

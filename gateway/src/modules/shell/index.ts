// What the rest of the gateway uses of shell: other features import it from here only.
export { ShellCountsType } from './dto/shell-counts.type.js';
export { countShellBadges } from './shell.service.js';
export {
  countUnreadMessages,
  countUnreadMessagesOf,
  countUnreadNotifications,
} from './unread-counts.js';

// A member's history for staff: what other folders use of it.
export { memberHistoryPath } from './member-history.forms.js';

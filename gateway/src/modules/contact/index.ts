// What the rest of the gateway uses of contact: other features import it from here only.
export { ContactMessage } from './contact-message.entity.js';

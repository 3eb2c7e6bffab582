// What the rest of the gateway uses of api-tokens: other features import it from here only.
export { ApiToken } from './api-token.entity.js';

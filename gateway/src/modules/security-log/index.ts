// The security log (ASVS V16): what other modules call. One function, recordSecurityEvent:
//
//   import { recordSecurityEvent } from '../security-log/index.js';
//   await recordSecurityEvent(request, {            // or { em, log: request.log }, or a job's { em, log }
//     type: 'auth.mfa.enrolled',                    // a SecurityEventType; the outcome follows from it
//     actorUserId: viewer.id,                       // who acted (null when anonymous)
//     subjectUserId: viewer.id,                     // whose account it concerns
//     ip: request.ip,
//     userAgent: request.headers['user-agent'] ?? null,
//     details: { method: 'totp' },                  // plain values, never secrets
//   });
//
// It writes a row in security_events (the admin page /admin/security-log, GraphQL securityEvents,
// GET /api/admin/security-events) and a structured log line ({ event, outcome, ... }). It never
// throws: a failed insert is logged and the caller's request goes on. Call it after the
// transaction of the change has committed (outside em.transactional), so a rollback cannot undo it.
//
// Event types (SecurityEventType): auth.signin.succeeded | auth.signin.failed |
// auth.signin.throttled | auth.account_limit.reached | auth.signout | auth.mfa.enrolled |
// auth.mfa.disabled | auth.mfa.failed | auth.recovery_code.used | auth.recovery_codes.regenerated |
// auth.reauthenticated | auth.reauthentication.failed | auth.session.revoked | auth.sessions.revoked_others |
// user.role.changed | api_token.created | api_token.revoked | upload.refused | upload.quarantined. Add a type there (with its outcome),
// then regenerate (npm run fix) and give it a label in the web catalogs (securityLog.types.*).

export { SecurityEventType, SecurityOutcome } from '../../values/security-event-type.js';
export {
  recordSecurityEvent,
  type SecurityEventDetails,
  type SecurityEventInput,
  type SecurityLogTarget,
} from './record-security-event.js';
export { SecurityEvent } from './security-event.entity.js';

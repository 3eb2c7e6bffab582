import type { Feature } from '../../shared/feature.js';
import { AuditResolver } from './audit.resolver.js';
import { registerAuditRoutes } from './audit.routes.js';

/** The audit trail that staff read (the acts themselves are recorded by shared/record-audit). */
export const auditFeature: Feature = {
  name: 'audit',
  resolvers: [AuditResolver],
  register(app) {
    registerAuditRoutes(app);
    return [new AuditResolver()];
  },
};

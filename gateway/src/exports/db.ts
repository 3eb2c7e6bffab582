// `@portal/gateway/exports/db`, for the worker and the scripts: the ORM with every feature's
// entities, and the demo accounts the worker's tests sign in as. A folder of its own at the top
// because it reaches both the ORM (orm/) and the demo data (seed/).
export * from '../orm/index.js';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../seed/demo-accounts.js';
export { seedIfEmpty } from '../seed/seed.js';

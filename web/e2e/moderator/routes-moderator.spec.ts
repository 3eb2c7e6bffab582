import { walkRoutes } from '../support/route-walk.ts';

// Every route as the demo moderator: where it lands, the CSP (route-walk.ts).
walkRoutes('moderator');

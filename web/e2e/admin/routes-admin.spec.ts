import { walkRoutes } from '../support/route-walk.ts';

// Every route as the demo admin: where it lands, the CSP, axe (route-walk.ts).
walkRoutes('admin');

import { walkRoutes } from '../support/route-walk.ts';

// Every route as an anonymous visitor: where it lands, the CSP, axe (route-walk.ts).
walkRoutes('anonymous');

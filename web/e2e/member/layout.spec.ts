// Every page a member may open, at 390 and 1280 px in four languages (support/layout-walk.ts).
import { walkLayout } from '../support/layout-walk.ts';

walkLayout('member');

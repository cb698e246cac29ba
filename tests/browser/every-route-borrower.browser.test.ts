// The walk over every route (tests/support/route-walk.ts): the borrower's routes.
import { walkRoutes } from '../support/route-walk.ts';

walkRoutes('BORROWER');

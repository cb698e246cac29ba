// The walk over every route (tests/support/route-walk.ts): the routes of a signed-out visitor.
import { walkRoutes } from '../support/route-walk.ts';

walkRoutes('signed out');

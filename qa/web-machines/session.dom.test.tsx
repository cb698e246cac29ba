// @vitest-environment jsdom
// QA's generated paths of the session machine, driven through the web client's own session
// modules, the login page and the signed-in frame with its idle warning (run-paths.tsx).
import { describeWebPaths } from './run-paths.tsx';
import { sessionDriver } from './session.screen.tsx';

describeWebPaths(sessionDriver);

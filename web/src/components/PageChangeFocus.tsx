// The router's root: every route's page renders inside it. When the address's path changes (a
// link, a form that leads on, Back), the keyboard's focus goes to the new page's main heading
// (focus-keeper.ts `focusNewPage`), for every route at once. A change of the query alone (a
// filter, a tab) is the same page and keeps focus where it is; the first render is the app's load.
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { focusNewPage } from './focus-keeper.ts';

export function PageChangeFocus() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    focusNewPage();
  }, [pathname]);
  return <Outlet />;
}

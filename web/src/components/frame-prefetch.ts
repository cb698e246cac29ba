// The signed-in frame's own reads — the bell's count, the password's age and, where the staff's
// sections show beside the page, the demo clock — sent on the first load of a signed-in page
// beside the screen's first read (the route's loader), while the frame's code downloads. Sent by
// the frame once it had rendered, they were a round trip of their own after the code, before the
// page was complete. Later navigations keep the frame and its answers: nothing is sent anew.
// A module of its own: the first download loads these documents, not the frame.
import {
  DemoClockDocument,
  PasswordAgeDocument,
  UnreadNotificationCountDocument,
} from '../generated/graphql.ts';
import { prefetchQuery } from '../prefetched-queries.ts';
import type { Role } from '../session.ts';
import { WIDE_NAVIGATION } from './navigation-width.ts';

export function prefetchFrame(role: Role): void {
  prefetchQuery(UnreadNotificationCountDocument, {});
  prefetchQuery(PasswordAgeDocument, {});
  // The demo clock is in the staff's sections, rendered on a narrow screen only once its menu
  // opens (AppShell.tsx, useNavigationShown).
  if (role === 'ADMIN' && window.matchMedia(WIDE_NAVIGATION).matches)
    prefetchQuery(DemoClockDocument, {});
}

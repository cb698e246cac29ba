// The bell in the signed-in header: the unread count (checked every minute and after each
// navigation), linking to the list. Its checks are background requests: they do not keep the
// session alive.
import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UnreadNotificationCountDocument } from '../../generated/graphql.ts';

const POLL_MS = 60_000;

/**
 * A bell drawn here rather than the 🔔 character: a device without a colour emoji font (many a
 * Linux desktop, a headless browser) showed an empty box in its place.
 */
function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ display: 'block' }}
    >
      <path d="M12 3a1.5 1.5 0 0 1 1.5 1.5v.4a6.5 6.5 0 0 1 5 6.3v3.3l1.8 2.5H3.7l1.8-2.5v-3.3a6.5 6.5 0 0 1 5-6.3v-.4A1.5 1.5 0 0 1 12 3z" />
      <path d="M9.5 19.5a2.5 2.5 0 0 0 5 0" />
    </svg>
  );
}

export function NotificationBell() {
  const { t } = useTranslation();
  const { data } = useQuery(UnreadNotificationCountDocument, {
    pollInterval: POLL_MS,
    fetchPolicy: 'cache-and-network',
    // The bell asks on its own every minute: not the user's activity (apollo.ts), or a signed-in
    // tab left open would never reach the 1800 s without a call.
    context: { background: true },
  });
  const unread = data?.unreadNotificationCount ?? 0;
  return (
    <Anchor
      component={Link}
      to="/notifications"
      size="sm"
      pb={4}
      aria-label={t('notifications.bell', { count: unread })}
      data-testid="notification-bell"
    >
      <Group gap={4} wrap="nowrap" component="span">
        <BellIcon />
        {/* A circle holds one digit; more make a pill, past 99 "99+" (the count is in the
            link's name). */}
        {unread > 0 && (
          <Badge size="sm" color="red" circle={unread < 10} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </Badge>
        )}
      </Group>
    </Anchor>
  );
}

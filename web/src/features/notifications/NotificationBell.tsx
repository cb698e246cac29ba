// The bell in the signed-in header: the unread count (checked every minute and after each
// navigation), linking to the list. Its checks are background requests: they do not keep the
// session alive.
import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UnreadNotificationCountDocument } from '../../generated/graphql.ts';

const POLL_MS = 60_000;

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
        <span aria-hidden="true">🔔</span>
        {unread > 0 && (
          <Badge size="sm" color="red" circle aria-hidden="true">
            {unread}
          </Badge>
        )}
      </Group>
    </Anchor>
  );
}

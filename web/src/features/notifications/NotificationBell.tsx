// The bell in the signed-in header: the unread count (checked every minute and after each
// navigation), linking to the list. Its checks are background requests: they do not keep the
// session alive. The first is sent once the page has been painted: the count is no part of the
// first screen, and a request sent before it would hold that screen's paint back on a slow link.
import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePainted } from '../../after-paint.ts';
import { UnreadNotificationCountDocument } from '../../generated/graphql.ts';

const POLL_MS = 60_000;

export function NotificationBell() {
  const { t } = useTranslation();
  const painted = usePainted();
  const { data } = useQuery(UnreadNotificationCountDocument, {
    skip: !painted,
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

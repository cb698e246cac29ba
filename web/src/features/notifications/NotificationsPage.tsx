// The signed-in user's notifications, newest first: each row in words of the screen's language
// (from its kind and values), unread ones marked, with a link to what it concerns.
import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBorrowerRupiah, formatDate, formatDateTime } from '../../components/format.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  NotificationListDocument,
  type NotificationListQuery,
  UnreadNotificationCountDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
import { useSession } from '../../session.ts';

type Item = NotificationListQuery['notifications']['nodes'][number];

const PAGE_SIZE = 20;

function useRowText() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (item: Item) => {
    const p = item.params;
    return t(`notifications.kinds.${item.kind}`, {
      loanId: p.loanId ?? '',
      // The product in the screen's language (rows written before it kept only Indonesian).
      productName: (language === 'en' ? p.productNameEn : null) ?? p.productName ?? '',
      reason: p.reason ?? '',
      walletKind: p.walletKind ?? '',
      section: p.section ? t(`notifications.sections.${p.section}`) : '',
      refusal: p.refusal ? t(`notifications.refusals.${p.refusal}`) : '',
      dueDate: p.dueDate ? formatDate(p.dueDate) : '',
      // Every amount a notification names is the borrower's (a bill, a payment): two decimals.
      amount: p.amount ? formatBorrowerRupiah(p.amount) : '',
      days: p.days ?? '',
    });
  };
}

/** Where a notification leads: the loan, the profile or the wallet it concerns. */
function targetOf(item: Item, role: string | undefined) {
  if (item.params.loanId)
    return { to: `/borrower/loans/${item.params.loanId}`, label: 'loan' as const };
  if (item.kind === 'WALLET_APPROVED' || item.kind === 'WALLET_REFUSED')
    return { to: '/lender/wallet', label: 'wallet' as const };
  if (role === 'ADMIN') return null;
  return { to: '/profile', label: 'profile' as const };
}

export function NotificationsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const rowText = useRowText();
  const { data, loading, error, fetchMore } = useQuery(NotificationListDocument, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const refetchQueries = [UnreadNotificationCountDocument];
  const [markRead] = useMutation(MarkNotificationReadDocument, { refetchQueries });
  const [markAll, { loading: markingAll }] = useMutation(MarkAllNotificationsReadDocument, {
    refetchQueries: [...refetchQueries, NotificationListDocument],
  });

  const page = data?.notifications;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('notifications.title')}
        </Title>
        <Button
          variant="default"
          onClick={() => void markAll()}
          loading={markingAll}
          disabled={!page?.nodes.some((n) => !n.read)}
        >
          {t('notifications.markAll')}
        </Button>
      </Group>
      {!page ? (
        error && !loading ? (
          <PageError message={t('common.loadFailed')} />
        ) : (
          <PageLoading />
        )
      ) : page.nodes.length === 0 ? (
        <Text data-testid="notifications-empty">{t('notifications.empty')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {page.nodes.map((item) => {
            const target = targetOf(item, session?.user.role);
            return (
              <Paper
                component="li"
                key={item.id}
                withBorder
                p="sm"
                bg={item.read ? undefined : 'teal.0'}
                data-testid="notification"
                data-read={item.read}
              >
                {/* The text takes what room is left and wraps; the button keeps its words. */}
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                    <Group gap="xs">
                      {!item.read && (
                        <Badge size="sm" color="teal">
                          {t('notifications.unread')}
                        </Badge>
                      )}
                      <Text size="xs" c="dimmed">
                        {formatDateTime(item.createdAt)}
                      </Text>
                    </Group>
                    <Text data-testid="notification-text">{rowText(item)}</Text>
                    {target && (
                      <Anchor
                        component={Link}
                        to={target.to}
                        size="sm"
                        onClick={() => {
                          if (!item.read) void markRead({ variables: { id: item.id } });
                        }}
                      >
                        {t(`notifications.open.${target.label}`)}
                      </Anchor>
                    )}
                  </Stack>
                  {!item.read && (
                    <Button
                      size="xs"
                      variant="subtle"
                      style={{ flexShrink: 0 }}
                      onClick={() => void markRead({ variables: { id: item.id } })}
                    >
                      {t('notifications.markRead')}
                    </Button>
                  )}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {page?.nextCursor && (
        <Button
          variant="default"
          onClick={() =>
            void fetchMore({
              variables: { first: PAGE_SIZE, after: page.nextCursor },
              updateQuery: (previous, { fetchMoreResult }) => ({
                notifications: {
                  ...fetchMoreResult.notifications,
                  nodes: [...previous.notifications.nodes, ...fetchMoreResult.notifications.nodes],
                },
              }),
            })
          }
        >
          {t('notifications.more')}
        </Button>
      )}
    </Stack>
  );
}

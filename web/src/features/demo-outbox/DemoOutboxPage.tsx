// Demo mode only: the e-mails and SMS the platform would have sent, newest first, so that a
// local user can read activation codes and follow password reset links.
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatDateTime } from '../../components/format.ts';
import { PageLoading } from '../../components/PageState.tsx';
import { SignedOutPage } from '../../components/SignedOutPage.tsx';
import { problemText, serverProblem } from '../../components/server-errors.ts';
import { DemoOutboxDocument, type DemoOutboxQuery } from '../../generated/graphql.ts';

type Message = DemoOutboxQuery['demoOutbox'][number];

export function DemoOutboxPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { data, loading, error, refetch } = useQuery(DemoOutboxDocument, {
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  // Arrived from another screen of ours (activation, login): go back there, else to the login.
  const cameFromApp = location.key !== 'default';

  return (
    <SignedOutPage
      title={t('outbox.title')}
      width={760}
      below={
        <Group justify="center">
          {cameFromApp ? (
            <Button variant="default" onClick={() => void navigate(-1)}>
              {t('outbox.back')}
            </Button>
          ) : (
            <Anchor component={Link} to="/" size="sm">
              {t('outbox.toLogin')}
            </Anchor>
          )}
        </Group>
      }
    >
      <Text size="sm">{t('outbox.intro')}</Text>
      {data ? (
        <Stack gap="md">
          <Group justify="flex-end">
            <Button variant="light" size="xs" loading={loading} onClick={() => void refetch()}>
              {t('outbox.refresh')}
            </Button>
          </Group>
          {data.demoOutbox.length === 0 && <Text c="dimmed">{t('outbox.empty')}</Text>}
          {data.demoOutbox.map((message) => (
            <OutboxMessage key={message.id} message={message} />
          ))}
        </Stack>
      ) : loading ? (
        <PageLoading />
      ) : (
        <Alert color="yellow" role="alert">
          {serverProblem(error).code === 'NOT_FOUND'
            ? t('outbox.unavailable')
            : problemText(t, serverProblem(error))}
        </Alert>
      )}
    </SignedOutPage>
  );
}

function OutboxMessage({ message }: { message: Message }) {
  const { t } = useTranslation();
  const subjectId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={subjectId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Badge variant="light">{t(`outbox.${message.channel}`)}</Badge>
            <Badge variant="outline" color={message.deliveredAt ? 'teal' : 'gray'}>
              {message.deliveredAt ? t('outbox.delivered') : t('outbox.pending')}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {t('outbox.createdAt')} {formatDateTime(message.createdAt)}
          </Text>
        </Group>
        <Title order={2} size="h5" id={subjectId}>
          {message.subject || t(`outbox.${message.channel}`)}
        </Title>
        <Text size="sm">
          {t('outbox.to')}: <strong>{message.recipient}</strong>
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <Linked text={message.body} />
        </Text>
      </Stack>
    </Paper>
  );
}

/** The message's text with its web addresses as links (password reset links). */
function Linked({ text }: { text: string }) {
  // Each part is keyed by where it starts in the text: unique and stable for a given text.
  let offset = 0;
  const parts = text.split(/(https?:\/\/\S+)/).map((part) => {
    const at = offset;
    offset += part.length;
    return { at, part, isLink: /^https?:\/\//.test(part) };
  });
  return (
    <>
      {parts.map(({ at, part, isLink }) =>
        isLink ? (
          <Anchor key={at} href={part}>
            {part}
          </Anchor>
        ) : (
          <Fragment key={at}>{part}</Fragment>
        ),
      )}
    </>
  );
}

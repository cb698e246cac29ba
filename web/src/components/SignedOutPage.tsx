// The frame of the screens a signed-out visitor sees (login, registration, activation, password
// reset, unsubscribe, demo outbox, the public statistics): the brand and the language chooser
// above one card, and a footer with the platform's published figures (issue 21).
import { Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageChooser } from './LanguageChooser.tsx';

export function SignedOutPage({
  title,
  width = 420,
  children,
  below,
}: {
  title: string;
  width?: number;
  children: ReactNode;
  /** Links under the card. */
  below?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md">
      <Stack w="100%" maw={width} gap="md">
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Text fw={700} size="lg" c="teal.9" pb={4}>
            {t('header.brand')}
          </Text>
          <LanguageChooser />
        </Group>
        <Paper withBorder shadow="sm" p="xl" radius="md" component="main">
          <Stack gap="md">
            <Title order={1} size="h2">
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
        {below}
        <Group component="footer" justify="center">
          <Anchor component={Link} to="/statistik" size="sm">
            {t('footer.statistics')}
          </Anchor>
        </Group>
      </Stack>
    </Center>
  );
}

// The frame of the screens a signed-out visitor sees (login, registration, activation, password
// reset, unsubscribe, demo outbox): the brand and the language chooser above one card.
import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
      </Stack>
    </Center>
  );
}

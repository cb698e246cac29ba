// The lender's landing page; the funding marketplace comes in a later issue.
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FactList } from '../../components/FactList.tsx';
import { useSession } from '../../session.ts';

export function LenderHomePage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('lender.title')}</Title>
      <Paper withBorder p="md" radius="md">
        <FactList
          facts={[
            { label: t('lender.name'), value: session.user.fullName },
            { label: t('lender.role'), value: t(`roles.${session.user.role}`) },
          ]}
        />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Anchor component={Link} to="/lender/wallet" fw={600}>
          {t('lenderWallet.homeLink')}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('lenderWallet.homeHint')}
        </Text>
      </Paper>
      <Text c="dimmed">{t('lender.comingSoon')}</Text>
    </Stack>
  );
}

// The lender's landing page: who is signed in, the way to the wallet, and the loans most
// recently opened for funding (each to its page), with the ways to the marketplace and the
// portfolio.
import { useQuery } from '@apollo/client/react';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FactList } from '../../components/FactList.tsx';
import { formatPercent, formatRupiah } from '../../components/format.ts';
import { GradeBadge } from '../../components/GradeBadge.tsx';
import { RecentLoansDocument } from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
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
      <RecentLoans />
      <Paper withBorder p="md" radius="md">
        <Anchor component={Link} to="/lender/wallet" fw={600}>
          {t('lenderWallet.homeLink')}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('lenderWallet.homeHint')}
        </Text>
      </Paper>
    </Stack>
  );
}

function RecentLoans() {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const { data } = useQuery(RecentLoansDocument, { fetchPolicy: 'cache-and-network' });
  const loans = data?.recentLoans;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t('lender.recentTitle')}
      </Title>
      {loans && loans.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('lender.recentEmpty')}
        </Text>
      )}
      {loans && loans.length > 0 && (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {loans.map((loan) => (
            <li key={loan.id}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <GradeBadge grade={loan.grade} size="sm" />
                  <Anchor component={Link} to={`/lender/loans/${loan.id}`} fw={600}>
                    {t('lenderLoan.heading', {
                      product: loan.product.name[language],
                      alias: loan.borrowerAlias,
                    })}
                  </Anchor>
                </Group>
                <Text size="sm" c="dimmed">
                  {formatRupiah(loan.fundingTarget)}
                  {loan.interestPercent
                    ? ` · ${t('funding.perYear', { percent: formatPercent(loan.interestPercent) })}`
                    : ''}
                  {` · ${t('funding.percentFunded', { percent: loan.fundedPercent })}`}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      )}
      <Group gap="lg" mt="md">
        <Anchor component={Link} to="/lender/marketplace" fw={600} size="sm">
          {t('lender.toMarketplace')}
        </Anchor>
        <Anchor component={Link} to="/lender/portfolio" fw={600} size="sm">
          {t('lender.toPortfolio')}
        </Anchor>
      </Group>
    </Paper>
  );
}

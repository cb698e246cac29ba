// One loan open for funding, as a card of the marketplace: its grade, the product in the UI
// language and the borrower's alias, the amount, interest and term, the funding progress and the
// days left. The product's name is the link to the loan page.
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FundingProgress } from '../../components/FundingProgress.tsx';
import { formatPercent, formatRupiah } from '../../components/format.ts';
import { GradeBadge } from '../../components/GradeBadge.tsx';
import { usePeriodText } from '../../components/period-text.ts';
import type { LenderLoanCardFieldsFragment } from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}

export function LoanCard({ loan }: { loan: LenderLoanCardFieldsFragment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const periodText = usePeriodText();
  const titleId = useId();
  const daysLeft =
    loan.daysLeft === null || loan.daysLeft === undefined
      ? null
      : loan.daysLeft > 0
        ? t('funding.daysLeft', { count: loan.daysLeft })
        : t('funding.ended');
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={titleId}
      data-testid="marketplace-loan"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <GradeBadge grade={loan.grade} />
          {daysLeft && (
            <Text size="sm" c="dimmed">
              {daysLeft}
            </Text>
          )}
        </Group>
        <div>
          <Title order={2} size="h4" id={titleId}>
            <Anchor component={Link} to={`/lender/loans/${loan.id}`} inherit>
              {loan.product.name[language]}
            </Anchor>
          </Title>
          <Text size="sm">{t('marketplace.borrower', { alias: loan.borrowerAlias })}</Text>
        </div>
        <Stack gap={4}>
          <Fact label={t('marketplace.amount')} value={formatRupiah(loan.fundingTarget)} />
          <Fact
            label={t('marketplace.interest')}
            value={
              loan.interestPercent
                ? t('funding.perYear', { percent: formatPercent(loan.interestPercent) })
                : '-'
            }
          />
          <Fact label={t('marketplace.term')} value={periodText(loan.periodDays)} />
        </Stack>
        <FundingProgress
          collected={loan.fundsCollected}
          target={loan.fundingTarget}
          percent={loan.fundedPercent}
          size="sm"
        />
      </Stack>
    </Card>
  );
}

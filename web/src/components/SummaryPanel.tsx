// The loan summary shown on the borrower's and the staff's loan pages (spec section 2).
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOAN_QUEUES } from '../../../machines/loan/loan.queues.ts';
import { toSen } from '../../../machines/shared/money.ts';
import {
  gradeOf,
  interestBand,
  isRiskRating,
  type RiskRating,
} from '../../../machines/shared/risk-rating.ts';
import type { SummaryPanelFieldsFragment } from '../generated/graphql.ts';
import { useLanguage } from '../i18n.ts';
import { type Fact, FactList } from './FactList.tsx';
import { formatDate, formatPercent, formatRupiah } from './format.ts';
import { Panel } from './Panel.tsx';
import { usePeriodText } from './period-text.ts';

/**
 * The loan as the summary shows it; with the risk rating staff gave when they approved credit,
 * when the screen reads it (the staff's does), the interest range narrows to its grade's band.
 */
export type SummaryLoan = SummaryPanelFieldsFragment & { riskRating?: RiskRating | null };

type SummaryPanelProps = {
  loan: SummaryLoan;
  /** Rupiah precision: 2 on the borrower's screens, 0 elsewhere. */
  decimals: 0 | 2;
};

const FLOW_MARKED_FUNDING = new Set(['PROCESS', 'FUNDING_COMPLETED']);

export function SummaryPanel({ loan, decimals }: SummaryPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const periodText = usePeriodText();
  const rupiah = (value: string) => formatRupiah(value, { decimals });

  const period = (() => {
    if (loan.periodDays === null || loan.periodDays === undefined) return '-';
    const text = periodText(loan.periodDays);
    // The flow product's period is approximate while it is being funded.
    const approximate = loan.product.isFlow === true && FLOW_MARKED_FUNDING.has(loan.fundingStatus);
    return approximate ? `± ${text}` : text;
  })();

  const interest: ReactNode = (() => {
    // Spec §4: while the approval status is REVIEW (from submission until the offer is set, the
    // collateral, credit and director approvals included) the interest is a range: the product's
    // low–high, or once credit is approved the band of the loan's grade within it.
    if (loan.approvalStatus === 'REVIEW') {
      const { lowRiskInterest, highRiskInterest } = loan.product;
      const rating = isRiskRating(loan.riskRating) ? loan.riskRating : null;
      const band = rating
        ? interestBand(lowRiskInterest, highRiskInterest, rating)
        : { low: lowRiskInterest, high: highRiskInterest };
      const range = `${formatPercent(band.low)}% - ${formatPercent(band.high)}%`;
      if (!rating) return range;
      return (
        <Stack gap={0}>
          <span>{range}</span>
          <Text component="span" size="sm" c="dimmed">
            {t('summary.gradeBand', { grade: gradeOf(rating) })}
          </Text>
        </Stack>
      );
    }
    if (!loan.interestPercent) return '-';
    const percent = `${formatPercent(loan.interestPercent)}%`;
    if (!loan.fundingStart && !loan.fundingEnd) return percent;
    return (
      <Stack gap={0}>
        <span>{percent}</span>
        <Text component="span" size="sm" c="dimmed">
          {t('summary.fundingPeriod', {
            start: formatDate(loan.fundingStart),
            end: formatDate(loan.fundingEnd),
          })}
        </Text>
      </Stack>
    );
  })();

  const repaid = (LOAN_QUEUES.closed as readonly string[]).includes(loan.submissionStage);
  const facts: Fact[] = [
    { label: t('summary.stage'), value: loan.stageLabel[language] },
    { label: t('summary.approvalStatus'), value: loan.approvalStatusLabel[language] },
    { label: t('summary.fundingStatus'), value: loan.fundingStatusLabel[language] },
    { label: t('summary.period'), value: period },
    { label: t('summary.paymentType'), value: t(`paymentTypes.${loan.paymentType}`) },
    { label: t('summary.adminFee'), value: rupiah(loan.adminFee) },
    { label: t('summary.interest'), value: interest },
    { label: t('summary.dueDate'), value: formatDate(loan.dueDate) },
    // Once the loan is repaid (the 'closed' stages of loan.queues.ts) the total is all it was
    // paid, and its late charges were paid with it: each says so.
    {
      label: t(repaid ? 'summary.paidTotal' : 'summary.partialPayment'),
      value: rupiah(loan.totalPartialPaid),
    },
    {
      label: t(
        repaid && toSen(loan.totalLateCharge) > 0n
          ? 'summary.lateChargePaid'
          : 'summary.lateCharge',
      ),
      value: rupiah(loan.totalLateCharge),
    },
    { label: t('summary.repaymentDate'), value: formatDate(loan.repaymentDueDate) },
  ];

  return (
    <Panel title={t('summary.title')}>
      <FactList facts={facts} />
    </Panel>
  );
}

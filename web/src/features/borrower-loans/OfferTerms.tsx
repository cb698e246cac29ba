// The offer's full terms as the borrower reads them before answering: amount, interest per year,
// period, payment type, admin fee, the repayment schedule with each installment and the totals.
// The schedule comes from the one pure function the API also records with the consent.
import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  repaymentSchedule,
  type SchedulePaymentType,
  scheduleProblem,
} from '../../../../machines/installment/installment.schedule.ts';
import { type Fact, FactList } from '../../components/FactList.tsx';
import { formatBorrowerRupiah, formatPercent } from '../../components/format.ts';
import { usePeriodText } from '../../components/period-text.ts';
import { ScheduleTable } from '../../components/ScheduleTable.tsx';

export type OfferLoan = {
  applicationValue: string;
  interestPercent?: string | null;
  periodDays?: number | null;
  paymentType: string;
  adminFee: string;
};

const PAYMENT_TYPES: ReadonlySet<string> = new Set<SchedulePaymentType>([
  'INSTALLMENT',
  'CASH',
  'INTEREST',
  'BALLOON',
]);

const isPaymentType = (value: string): value is SchedulePaymentType => PAYMENT_TYPES.has(value);

/** The schedule of these terms; null while the offer's terms are not (all) set. */
export function offerSchedule(loan: OfferLoan) {
  if (!loan.interestPercent || !loan.periodDays || !isPaymentType(loan.paymentType)) return null;
  const terms = {
    amount: loan.applicationValue,
    interestPercentPerYear: loan.interestPercent,
    periodDays: loan.periodDays,
    paymentType: loan.paymentType,
    adminFee: loan.adminFee,
  };
  return scheduleProblem(terms) ? null : repaymentSchedule(terms);
}

export function OfferTerms({ loan }: { loan: OfferLoan }) {
  const { t } = useTranslation();
  const scheduleTitleId = useId();
  const rupiah = (value: string) => formatBorrowerRupiah(value);
  const periodText = usePeriodText();
  const schedule = offerSchedule(loan);

  // The term as the summary above it and every other screen write it (spec §5: '3 Bulan').
  const period = periodText(loan.periodDays);

  const facts: Fact[] = [
    { label: t('borrowerFlow.offer.amount'), value: rupiah(loan.applicationValue) },
    {
      label: t('borrowerFlow.offer.interest'),
      value: loan.interestPercent
        ? t('borrowerFlow.offer.perYear', { percent: formatPercent(loan.interestPercent) })
        : '-',
    },
    { label: t('borrowerFlow.offer.period'), value: period },
    {
      label: t('borrowerFlow.offer.paymentType'),
      value: isPaymentType(loan.paymentType) ? t(`paymentTypes.${loan.paymentType}`) : '-',
    },
    { label: t('borrowerFlow.offer.adminFee'), value: rupiah(loan.adminFee) },
  ];
  if (schedule) {
    facts.push(
      { label: t('borrowerFlow.offer.totalInterest'), value: rupiah(schedule.totalInterest) },
      { label: t('borrowerFlow.offer.totalCost'), value: rupiah(schedule.totalCost) },
      { label: t('borrowerFlow.offer.totalRepayment'), value: rupiah(schedule.totalRepayment) },
    );
  }

  return (
    <Stack gap="sm">
      <FactList facts={facts} />
      {schedule && (
        <>
          <Title order={3} size="h5" id={scheduleTitleId}>
            {t('borrowerFlow.offer.scheduleTitle')}
          </Title>
          <ScheduleTable
            schedule={schedule}
            minWidth={420}
            money={rupiah}
            aria-labelledby={scheduleTitleId}
            words={{
              number: t('borrowerFlow.offer.installment'),
              due: t('borrowerFlow.offer.due'),
              dueDay: (day) => t('borrowerFlow.offer.dueDay', { day }),
              principal: t('borrowerFlow.offer.principal'),
              interest: t('borrowerFlow.offer.interestPart'),
              total: t('borrowerFlow.offer.installmentTotal'),
              totals: t('borrowerFlow.offer.total'),
            }}
          />
          <Text size="sm" c="dimmed">
            {t('borrowerFlow.offer.scheduleNote')}
          </Text>
        </>
      )}
    </Stack>
  );
}

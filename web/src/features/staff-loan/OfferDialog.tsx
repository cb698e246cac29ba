// Setting the offer (APPROVAL_LOAN_DIR → APPROVED_{product}): interest within the band of the
// loan's risk grade in the product's low–high range (the whole range for a loan not rated),
// period in days, admin fee, payment type and the funding window. The band and window rule is the
// lifecycle machine's own (offerInterestRange, offerTermsProblems), checked here before sending;
// the API applies the same rule and names the fields it refuses. The window starts no earlier than
// the product's day (the demo clock's in demo mode) and ends after it: earlier days are greyed out
// in the calendars.
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import dayjs from 'dayjs';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  fundingWindowProblems,
  type OfferContext,
  offerBenefitCheck,
  offerInterestRange,
  offerTermsProblems,
} from '../../../../machines/loan/loan.rules.ts';
import type { OfferTerms } from '../../../../machines/loan/loan.types.ts';
import { riskRatingTexts } from '../../../../machines/shared/risk-rating.ts';
import { DateField } from '../../components/DateField.tsx';
import { formatDate, formatPercent, formatRupiah } from '../../components/format.ts';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { useProductDay } from '../../components/product-day.ts';
import { serverProblem } from '../../components/server-errors.ts';
import {
  OfferBorrowerLimitDocument,
  type PaymentType,
  SetOfferDocument,
  type StaffLoanFieldsFragment,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

const PAYMENT_TYPES: readonly PaymentType[] = ['INSTALLMENT', 'CASH', 'INTEREST', 'BALLOON'];

// Validation messages are codes, translated when shown.
const MESSAGES = {
  required: 'validation.required',
  percent: 'staffDesk.offer.percent',
  wholeDays: 'staffDesk.offer.wholeDays',
  amount: 'staffDesk.offer.amount',
  interestRange: 'staffDesk.offer.interestRange',
  interestGrade: 'staffDesk.offer.interestGrade',
  endBeforeStart: 'staffDesk.offer.endBeforeStart',
  startBeforeToday: 'staffDesk.offer.startBeforeToday',
  endNotAfterToday: 'staffDesk.offer.endNotAfterToday',
  benefitCap: 'staffDesk.offer.benefitCap',
  periodTooLong: 'staffDesk.offer.periodTooLong',
} as const;
type MessageCode = keyof typeof MESSAGES;
const isMessageCode = (value: unknown): value is MessageCode =>
  typeof value === 'string' && Object.hasOwn(MESSAGES, value);

const toTerms = (values: {
  interestPercent: string;
  periodDays: string;
  adminFee: string;
  paymentType: PaymentType;
  fundingStart: string;
  fundingEnd: string;
}): OfferTerms => ({
  interestPercent: values.interestPercent.replace(',', '.'),
  periodDays: Number(values.periodDays),
  adminFee: values.adminFee,
  paymentType: values.paymentType,
  fundingStart: values.fundingStart,
  fundingEnd: values.fundingEnd,
});

function offerSchema(range: OfferContext, today: string) {
  return z
    .object({
      interestPercent: z
        .string()
        .trim()
        .min(1, 'required')
        .refine((v) => v === '' || /^\d{1,3}([.,]\d{1,2})?$/.test(v), 'percent'),
      periodDays: z
        .string()
        .trim()
        .min(1, 'required')
        .refine((v) => v === '' || /^[1-9]\d{0,4}$/.test(v), 'wholeDays'),
      adminFee: z
        .string()
        .trim()
        .min(1, 'required')
        .refine((v) => v === '' || /^\d{1,18}$/.test(v), 'amount'),
      paymentType: z.enum(PAYMENT_TYPES as [PaymentType, ...PaymentType[]]),
      fundingStart: z.string().min(1, 'required'),
      fundingEnd: z.string().min(1, 'required'),
    })
    .superRefine((values, ctx) => {
      const terms = toTerms(values);
      const problems = offerTermsProblems(range, terms, today);
      const window = fundingWindowProblems(terms, today);
      if (problems.interestPercent === 'ECONOMIC_BENEFIT_ABOVE_CAP') {
        ctx.addIssue({ code: 'custom', path: ['interestPercent'], message: 'benefitCap' });
      } else if (problems.interestPercent) {
        const message = range.riskRating ? 'interestGrade' : 'interestRange';
        ctx.addIssue({ code: 'custom', path: ['interestPercent'], message });
      }
      if (problems.periodDays && /^[1-9]\d{0,4}$/.test(values.periodDays.trim())) {
        ctx.addIssue({ code: 'custom', path: ['periodDays'], message: 'periodTooLong' });
      }
      if (window.fundingStart === 'BEFORE_TODAY') {
        ctx.addIssue({ code: 'custom', path: ['fundingStart'], message: 'startBeforeToday' });
      }
      if (problems.fundingEnd) {
        const message =
          window.fundingEnd === 'NOT_AFTER_TODAY' ? 'endNotAfterToday' : 'endBeforeStart';
        ctx.addIssue({ code: 'custom', path: ['fundingEnd'], message });
      }
    });
}

type OfferSchema = ReturnType<typeof offerSchema>;

/** The REST columns an API refusal names, as this form's fields. */
const SERVER_FIELDS: Record<string, keyof z.input<OfferSchema>> = {
  funappinterestpercentage: 'interestPercent',
  timeperiod: 'periodDays',
  appadminfee: 'adminFee',
  typepayment: 'paymentType',
  funappcfstarttime: 'fundingStart',
  funappcfendtime: 'fundingEnd',
};

type OfferDialogProps = {
  loan: StaffLoanFieldsFragment;
  opened: boolean;
  onClose: () => void;
  /** The offer is set: the page reads the loan again, as after any action. */
  onSucceeded?: () => void;
  /** The API refused it: the page reads the loan again (it may have moved on meanwhile). */
  onRefused?: () => void;
};

export function OfferDialog({ loan, opened, onClose, onSucceeded, onRefused }: OfferDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { product } = loan;
  const [setOffer] = useMutation(SetOfferDocument);
  const { today } = useProductDay();
  // The rating staff gave when they approved credit narrows the product's range to its band.
  const context: OfferContext = {
    lowRiskInterest: product.lowRiskInterest,
    highRiskInterest: product.highRiskInterest,
    riskRating: loan.riskRating ?? null,
    applicationValue: loan.applicationValue,
    purpose: product.purpose,
    // A zero fee is the product's (spec §9): the daily figure counts what the borrower pays.
    productAdminFee: product.adminFee,
  };
  const form = useForm<z.input<OfferSchema>, unknown, z.output<OfferSchema>>({
    resolver: zodResolver(offerSchema(context, today)),
    defaultValues: {
      interestPercent: '',
      periodDays: '',
      adminFee: product.adminFee.replace(/\.00$/, ''),
      paymentType: product.typePayment,
      fundingStart: '',
      fundingEnd: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const range = offerInterestRange(context);
  const bandWords = {
    low: formatPercent(range.low),
    high: formatPercent(range.high),
    grade: range.grade ?? '',
    words: loan.riskRating ? riskRatingTexts[loan.riskRating][language] : '',
  };
  // OJK's limit per borrower (issue 21): the room this offer must fit, as the API reads it.
  const borrowerLimit = useQuery(OfferBorrowerLimitDocument, {
    variables: { loanId: loan.id },
    fetchPolicy: 'network-only',
  }).data?.offerBorrowerLimit;
  // The regulator's daily figure as staff type (machines/regulation/ojk-limits.ts via the rules).
  const benefit = offerBenefitCheck(context, toTerms(form.watch()));
  const benefitWords = {
    figure: formatPercent(benefit?.percentPerDay ?? ''),
    cap: formatPercent(benefit?.rule?.percentPerDay ?? ''),
    purpose: t(`staffDesk.offer.purposes.${product.purpose}`),
  };
  const fundingStart = form.watch('fundingStart');
  // The end is after today and not before the start.
  const tomorrow = dayjs(today).add(1, 'day').format('YYYY-MM-DD');
  const earliestEnd = fundingStart > tomorrow ? fundingStart : tomorrow;
  const message = (error: FieldError | undefined) =>
    error?.message === undefined
      ? undefined
      : isMessageCode(error.message)
        ? t(MESSAGES[error.message], {
            ...bandWords,
            ...benefitWords,
            today: formatDate(today),
          })
        : error.message;

  const close = () => {
    if (isSubmitting) return;
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    const terms = toTerms(values);
    try {
      await setOffer({
        variables: {
          id: loan.id,
          input: {
            interestPercent: terms.interestPercent,
            periodDays: terms.periodDays,
            adminFee: terms.adminFee,
            paymentType: terms.paymentType,
            fundingStart: terms.fundingStart,
            fundingEnd: terms.fundingEnd,
          },
        },
      });
    } catch (error) {
      onRefused?.();
      notifyError(t('staffDesk.offer.failure'));
      const problem = serverProblem(error);
      for (const [name, text] of Object.entries(problem.fields)) {
        const field = SERVER_FIELDS[name];
        if (field) form.setError(field, { message: text });
      }
      return;
    }
    notifySuccess(t('staffDesk.offer.success'));
    form.reset();
    onClose();
    onSucceeded?.();
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('staffDesk.offer.title')}
      closeOnClickOutside={!isSubmitting}
      closeOnEscape={!isSubmitting}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {borrowerLimit?.limit && borrowerLimit.room && (
            <Text
              size="sm"
              c={borrowerLimit.fits ? 'dimmed' : 'red.8'}
              data-testid="offer-borrower-limit"
            >
              {t('staffDesk.offer.borrowerLimit', {
                limit: formatRupiah(borrowerLimit.limit),
                outstanding: formatRupiah(borrowerLimit.outstanding),
                room: formatRupiah(borrowerLimit.room),
              })}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('staffDesk.offer.interest')}
              description={t(
                range.grade ? 'staffDesk.offer.interestGradeHint' : 'staffDesk.offer.interestHint',
                bandWords,
              )}
              inputMode="decimal"
              withAsterisk
              data-autofocus
              error={message(errors.interestPercent)}
              {...form.register('interestPercent')}
            />
            <TextInput
              label={t('staffDesk.offer.periodDays')}
              inputMode="numeric"
              withAsterisk
              error={message(errors.periodDays)}
              {...form.register('periodDays')}
            />
            <Controller
              control={form.control}
              name="adminFee"
              render={({ field }) => (
                <MoneyInput
                  label={t('staffDesk.offer.adminFee')}
                  withAsterisk
                  // The most the fee may be with the interest and term typed, by OJK's cap
                  // (the machine's own figure): a prefilled product fee may be more.
                  description={
                    benefit?.maxAdminFee
                      ? t('staffDesk.offer.maxAdminFee', { fee: formatRupiah(benefit.maxAdminFee) })
                      : undefined
                  }
                  error={message(errors.adminFee)}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                />
              )}
            />
            <NativeSelect
              label={t('staffDesk.offer.paymentType')}
              withAsterisk
              data={PAYMENT_TYPES.map((value) => ({
                value,
                label: t(`staffDesk.paymentTypes.${value}`),
              }))}
              error={message(errors.paymentType)}
              {...form.register('paymentType')}
            />
            <Controller
              control={form.control}
              name="fundingStart"
              render={({ field }) => (
                <DateField
                  format="iso"
                  label={t('staffDesk.offer.fundingStart')}
                  withAsterisk
                  minDate={today}
                  error={message(errors.fundingStart)}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                />
              )}
            />
            <Controller
              control={form.control}
              name="fundingEnd"
              render={({ field }) => (
                <DateField
                  format="iso"
                  label={t('staffDesk.offer.fundingEnd')}
                  withAsterisk
                  minDate={earliestEnd}
                  error={message(errors.fundingEnd)}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                />
              )}
            />
          </SimpleGrid>
          <Text
            size="sm"
            c={benefit && !benefit.withinCap ? 'red.8' : 'dimmed'}
            aria-live="polite"
            data-testid="offer-benefit"
          >
            {benefit?.rule
              ? t('staffDesk.offer.benefit', benefitWords)
              : t('staffDesk.offer.benefitPending')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={isSubmitting}>
              {t('common.close')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('staffDesk.offer.sending') : t('staffDesk.offer.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

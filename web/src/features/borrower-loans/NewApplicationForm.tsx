// The new loan application (a draft): product, value, required date and objective. The value
// may not be above OJK's per-borrower limit for the product's purpose (the figure the page shows,
// read from the same query); the room the borrower's other loans leave is checked on the offer.

import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { earliestRequiredDate } from '../../../../machines/application-form/application-form.rules.ts';
import { aboveApplicationValueLimit } from '../../../../machines/regulation/funding-limits.ts';
import type { FundingPurpose } from '../../../../machines/regulation/ojk-limits.ts';
import { fromSen, isRupiah, toSen } from '../../../../machines/shared/money.ts';
import { ApplyChecklist } from '../../components/ApplyChecklist.tsx';
import { AutosizeTextarea } from '../../components/AutosizeTextarea.tsx';
import { DateField } from '../../components/DateField.tsx';
import {
  formatBorrowerRupiah,
  formatDate,
  isAllZeros,
  isDigits,
  normaliseDigits,
} from '../../components/format.ts';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { notifyError } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { useProductDay } from '../../components/product-day.ts';
import { errorMessage } from '../../components/server-errors.ts';
import {
  ApplyReadinessDocument,
  BorrowerProductsDocument,
  CreateLoanDocument,
  MyBorrowerFundingLimitsDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

// Validation messages are codes, translated when shown, so a language switch re-labels them.
const VALIDATION_CODES = ['required', 'valueZero', 'digitsOnly', 'dateMin'] as const;
/** The code of a value above the per-borrower limit: its words name the limit. */
const ABOVE_LIMIT = 'valueAboveLimit';
type ValidationCode = (typeof VALIDATION_CODES)[number];

function isValidationCode(value: unknown): value is ValidationCode {
  return VALIDATION_CODES.some((code) => code === value);
}

/** The per-borrower limit for a product's purpose, sen; null when unknown or none. */
type LimitOf = (productId: string) => bigint | null;

function applicationSchema(minDate: string, limitOf: LimitOf) {
  return z
    .object({
      productId: z.string().min(1, 'required'),
      applicationValue: z
        .string()
        .trim()
        .min(1, 'required')
        .refine((value) => value === '' || isDigits(value), 'digitsOnly')
        .refine((value) => !isAllZeros(value), 'valueZero'),
      requiredDate: z
        .string()
        .min(1, 'required')
        .refine((value) => value === '' || value >= minDate, 'dateMin'),
      purpose: z.string().trim().min(1, 'required'),
    })
    .refine(
      (values) =>
        !aboveApplicationValueLimit(
          normaliseDigits(values.applicationValue),
          limitOf(values.productId),
        ),
      {
        message: ABOVE_LIMIT,
        path: ['applicationValue'],
        // Said with the other fields' messages, not only once they are all right.
        when: ({ issues }) =>
          !issues.some((issue) =>
            ['applicationValue', 'productId'].includes(String(issue.path?.[0])),
          ),
      },
    );
}

type ApplicationSchema = ReturnType<typeof applicationSchema>;

export function NewApplicationForm() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(BorrowerProductsDocument);
  // Asked afresh each time: the profile or survey may have been completed meanwhile.
  const readiness = useQuery(ApplyReadinessDocument, { fetchPolicy: 'network-only' });

  if ((!data && loading) || (!readiness.data && readiness.loading)) return <PageLoading />;
  if (!data) return <PageError message={errorMessage(error, t('common.genericError'))} />;
  const ready = readiness.data?.myProfile;
  // Without the readiness (a failed read) the form shows; the server still checks on saving.
  const checklist = ready ? <ApplyChecklist readiness={ready} /> : null;
  if (ready && !ready.mayApply) return checklist;
  if (data.products.length === 0) return <Text>{t('application.noProducts')}</Text>;
  return (
    <Stack gap="md">
      {checklist}
      <ApplicationForm products={data.products} />
    </Stack>
  );
}

type Product = {
  id: string;
  productName: string;
  name: { id: string; en: string };
  purpose: FundingPurpose;
};

function ApplicationForm({ products }: { products: readonly Product[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { today } = useProductDay();
  const minDate = earliestRequiredDate(today) ?? today;
  // The page reads the limits already (MyLoansPage): the same answer, from the cache. Unread,
  // the form does not judge the limit; the server does.
  const limits = useQuery(MyBorrowerFundingLimitsDocument).data?.borrowerFundingLimits;
  const limitOf = useMemo<LimitOf>(
    () => (productId) => {
      const purpose = products.find((product) => product.id === productId)?.purpose;
      const limit = limits?.find((row) => row.purpose === purpose)?.limit;
      return limit && isRupiah(limit) ? toSen(limit) : null;
    },
    [products, limits],
  );
  const schema = useMemo(() => applicationSchema(minDate, limitOf), [minDate, limitOf]);
  const [createLoan] = useMutation(CreateLoanDocument);

  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<z.input<ApplicationSchema>, unknown, z.output<ApplicationSchema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      productId: products[0]?.id ?? '',
      applicationValue: '',
      requiredDate: '',
      purpose: '',
    },
  });

  const productId = watch('productId');
  const errorText = (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.message === ABOVE_LIMIT) {
      const limitSen = limitOf(productId);
      return t('application.valueAboveLimit', {
        limit: limitSen === null ? '-' : formatBorrowerRupiah(fromSen(limitSen)),
      });
    }
    return isValidationCode(error.message)
      ? t(`validation.${error.message}`)
      : (error.message ?? t('validation.required'));
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await createLoan({
        variables: {
          input: {
            productId: values.productId,
            applicationValue: normaliseDigits(values.applicationValue),
            requiredDate: values.requiredDate,
            purpose: values.purpose,
          },
        },
      });
      if (data) void navigate(`/borrower/loans/${data.createLoan.id}`);
    } catch (error) {
      notifyError(errorMessage(error, t('common.genericError')));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <NativeSelect
          label={t('application.product')}
          withAsterisk
          data={products.map((product) => ({ value: product.id, label: product.name[language] }))}
          error={errorText(errors.productId)}
          {...register('productId')}
        />
        <Controller
          control={control}
          name="applicationValue"
          render={({ field }) => (
            <MoneyInput
              label={t('application.value')}
              withAsterisk
              error={errorText(errors.applicationValue)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          )}
        />
        <Controller
          control={control}
          name="requiredDate"
          render={({ field }) => (
            <DateField
              format="iso"
              label={t('application.requiredDate')}
              minDate={minDate}
              withAsterisk
              description={t('application.requiredDateHint', { date: formatDate(minDate) })}
              error={errorText(errors.requiredDate)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          )}
        />
        <AutosizeTextarea
          label={t('application.objective')}
          withAsterisk
          minRows={3}
          error={errorText(errors.purpose)}
          {...register('purpose')}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('application.saving') : t('application.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

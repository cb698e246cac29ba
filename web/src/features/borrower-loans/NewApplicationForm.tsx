// The new loan application (a draft): product, value, required date and objective.

import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { AutosizeTextarea } from '../../components/AutosizeTextarea.tsx';
import { DateField } from '../../components/DateField.tsx';
import {
  formatDate,
  isAllZeros,
  isDigits,
  minRequiredDate,
  normaliseDigits,
} from '../../components/format.ts';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { notifyError } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import {
  ApplyReadinessDocument,
  BorrowerProductsDocument,
  CreateLoanDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
import { ApplyChecklist } from './ApplyChecklist.tsx';

// Validation messages are codes, translated when shown, so a language switch re-labels them.
const VALIDATION_CODES = ['required', 'valueZero', 'digitsOnly', 'dateMin'] as const;
type ValidationCode = (typeof VALIDATION_CODES)[number];

function isValidationCode(value: unknown): value is ValidationCode {
  return VALIDATION_CODES.some((code) => code === value);
}

function applicationSchema(minDate: string) {
  return z.object({
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
  });
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

type Product = { id: string; productName: string; name: { id: string; en: string } };

function ApplicationForm({ products }: { products: readonly Product[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const minDate = useMemo(() => minRequiredDate(new Date()), []);
  const schema = useMemo(() => applicationSchema(minDate), [minDate]);
  const [createLoan] = useMutation(CreateLoanDocument);

  const {
    register,
    control,
    handleSubmit,
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

  const errorText = (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
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

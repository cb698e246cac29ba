// The loan-data group (spec §2 step 2, staff tab 1): product, application value, required date
// (earlier than two weeks from today is not offered), objective, and the developer for the
// property product. Read-only unless `editable`.
import { NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate, formatRupiah, isAllZeros, isDigits, normaliseDigits } from '../format.ts';
import type { ApplicationValues } from './application-values.ts';
import { useLoanFieldError } from './field-error.ts';

export type ProductOption = { id: string; productName: string; isProperty: boolean };
export type DeveloperOption = { id: string; developerName: string };

type LoanDataFieldsProps = {
  form: UseFormReturn<ApplicationValues>;
  editable: boolean;
  products: readonly ProductOption[];
  developers: readonly DeveloperOption[];
  /** The earliest required date (YYYY-MM-DD): machines/application-form earliestRequiredDate. */
  minDate: string;
};

export function LoanDataFields({
  form,
  editable,
  products,
  developers,
  minDate,
}: LoanDataFieldsProps) {
  const { t } = useTranslation();
  const errorText = useLoanFieldError();
  const { register, watch, formState } = form;
  const errors = formState.errors.loanData;
  const productId = watch('loanData.productId');
  const isProperty = products.some((product) => product.id === productId && product.isProperty);
  const typed = watch('loanData.applicationValue').trim();
  const preview =
    isDigits(typed) && !isAllZeros(typed)
      ? formatRupiah(normaliseDigits(typed), { decimals: 2 })
      : undefined;
  const disabled = !editable;

  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('loanFields.product')}
        withAsterisk
        disabled={disabled}
        data={products.map((product) => ({ value: product.id, label: product.productName }))}
        error={errorText(errors?.productId)}
        {...register('loanData.productId')}
      />
      <TextInput
        label={t('loanFields.applicationValue')}
        inputMode="numeric"
        autoComplete="off"
        withAsterisk
        disabled={disabled}
        leftSection={<Text size="sm">Rp</Text>}
        description={preview}
        error={errorText(errors?.applicationValue)}
        {...register('loanData.applicationValue')}
      />
      <TextInput
        type="date"
        label={t('loanFields.requiredDate')}
        min={minDate}
        withAsterisk
        disabled={disabled}
        description={
          editable ? t('loanFields.requiredDateHint', { date: formatDate(minDate) }) : undefined
        }
        error={errorText(errors?.requiredDate)}
        {...register('loanData.requiredDate')}
      />
      <Textarea
        label={t('loanFields.objective')}
        withAsterisk
        disabled={disabled}
        autosize
        minRows={2}
        error={errorText(errors?.purpose)}
        {...register('loanData.purpose')}
      />
      {isProperty && (
        <NativeSelect
          label={t('loanFields.developer')}
          disabled={disabled}
          data={[
            { value: '', label: t('loanFields.noDeveloper') },
            ...developers.map((developer) => ({
              value: developer.id,
              label: developer.developerName,
            })),
          ]}
          {...register('loanData.developerId')}
        />
      )}
    </Stack>
  );
}

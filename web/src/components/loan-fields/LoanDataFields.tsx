// The loan-data group (spec §2 step 2, staff tab 1): product, application value, required date
// (earlier than two weeks from today is not offered), objective, and the developer for the
// property product. Read-only unless `editable`.
import { NativeSelect, Stack } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n.ts';
import { AutosizeTextarea } from '../AutosizeTextarea.tsx';
import { DateField } from '../DateField.tsx';
import { formatDate } from '../format.ts';
import { MoneyInput } from '../MoneyInput.tsx';
import type { ApplicationValues } from './application-values.ts';
import { useLoanFieldError } from './field-error.ts';

export type ProductOption = {
  id: string;
  productName: string;
  name: { id: string; en: string };
  isProperty: boolean;
};
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
  const language = useLanguage();
  const errorText = useLoanFieldError();
  const { register, control, watch, formState } = form;
  const errors = formState.errors.loanData;
  const productId = watch('loanData.productId');
  const isProperty = products.some((product) => product.id === productId && product.isProperty);
  const disabled = !editable;

  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('loanFields.product')}
        withAsterisk
        disabled={disabled}
        data={products.map((product) => ({ value: product.id, label: product.name[language] }))}
        error={errorText(errors?.productId)}
        {...register('loanData.productId')}
      />
      <Controller
        control={control}
        name="loanData.applicationValue"
        render={({ field }) => (
          <MoneyInput
            label={t('loanFields.applicationValue')}
            withAsterisk
            disabled={disabled}
            error={errorText(errors?.applicationValue)}
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
        name="loanData.requiredDate"
        render={({ field }) => (
          <DateField
            format="iso"
            label={t('loanFields.requiredDate')}
            minDate={minDate}
            withAsterisk
            disabled={disabled}
            description={
              editable ? t('loanFields.requiredDateHint', { date: formatDate(minDate) }) : undefined
            }
            error={errorText(errors?.requiredDate)}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
          />
        )}
      />
      <AutosizeTextarea
        label={t('loanFields.objective')}
        withAsterisk
        disabled={disabled}
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

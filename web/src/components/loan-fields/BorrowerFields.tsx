// The borrower-data group (spec §2 step 2, staff tab 1): a personal borrower's full name, birth
// place and date, gender, nationality, tax number and tax card file; a company's name and
// description (with its alias). On the staff screen (`staffView`) the fields the loan machine
// locks for staff (spec §5: birth place, birth date, tax number) are always disabled.
import { Badge, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { npwpText } from '../../../../machines/shared/input-habits.ts';
import { AutosizeTextarea } from '../AutosizeTextarea.tsx';
import { DateField } from '../DateField.tsx';
import { FileUploader } from '../FileUploader.tsx';
import { companyAlias } from '../format.ts';
import { type ApplicationValues, fieldDisabler, GENDERS } from './application-values.ts';
import { useLoanFieldError } from './field-error.ts';

type BorrowerFieldsProps = {
  form: UseFormReturn<ApplicationValues>;
  editable: boolean;
  isPersonal: boolean;
  /** The staff loan screen: the fields the loan machine locks for staff stay disabled. */
  staffView?: boolean;
};

export function BorrowerFields({
  form,
  editable,
  isPersonal,
  staffView = false,
}: BorrowerFieldsProps) {
  const { t } = useTranslation();
  const errorText = useLoanFieldError();
  const { register, control, watch, formState } = form;
  const disabledFor = fieldDisabler(editable, staffView);

  if (!isPersonal) {
    const errors = formState.errors.company;
    const alias = companyAlias(watch('company.companyName'));
    return (
      <Stack gap="sm">
        <TextInput
          label={t('loanFields.companyName')}
          withAsterisk
          disabled={disabledFor('company.companyName')}
          error={errorText(errors?.companyName)}
          {...register('company.companyName')}
        />
        {alias && (
          <Group gap="xs">
            <Badge variant="light" aria-label={`${t('loanFields.companyAlias')}: ${alias}`}>
              {alias}
            </Badge>
          </Group>
        )}
        <AutosizeTextarea
          label={t('loanFields.companyDescription')}
          withAsterisk
          disabled={disabledFor('company.companyDescription')}
          minRows={2}
          error={errorText(errors?.companyDescription)}
          {...register('company.companyDescription')}
        />
      </Stack>
    );
  }

  const errors = formState.errors.personal;
  return (
    <Stack gap="sm">
      <TextInput
        label={t('loanFields.fullName')}
        withAsterisk
        disabled={disabledFor('personal.fullName')}
        error={errorText(errors?.fullName)}
        {...register('personal.fullName')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('loanFields.birthPlace')}
          withAsterisk
          disabled={disabledFor('personal.birthPlace')}
          error={errorText(errors?.birthPlace)}
          {...register('personal.birthPlace')}
        />
        <Controller
          control={form.control}
          name="personal.birthDate"
          render={({ field }) => (
            <DateField
              format="iso"
              label={t('loanFields.birthDate')}
              withAsterisk
              disabled={disabledFor('personal.birthDate')}
              error={errorText(errors?.birthDate)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          )}
        />
        <NativeSelect
          label={t('loanFields.gender')}
          disabled={disabledFor('personal.gender')}
          data={[
            { value: '', label: t('loanFields.chooseOne') },
            ...GENDERS.map((gender) => ({
              value: gender,
              label: t(`loanFields.genders.${gender}`),
            })),
          ]}
          {...register('personal.gender')}
        />
        <TextInput
          label={t('loanFields.nationality')}
          disabled={disabledFor('personal.nationality')}
          {...register('personal.nationality')}
        />
        {disabledFor('personal.taxNumber') ? (
          // Read-only, the NPWP is written as people read it; the form keeps the loan's value.
          <TextInput
            label={t('loanFields.taxNumber')}
            disabled
            value={npwpText(watch('personal.taxNumber'))}
            readOnly
          />
        ) : (
          <TextInput label={t('loanFields.taxNumber')} {...register('personal.taxNumber')} />
        )}
      </SimpleGrid>
      <Controller
        control={control}
        name="personal.taxCardFile"
        render={({ field }) => (
          <FileUploader
            label={t('loanFields.taxCardFile')}
            accept="document"
            value={field.value}
            onChange={field.onChange}
            // Staff never delete a borrower's file (issue 15): they may replace it, with a reason.
            onRemove={staffView ? undefined : () => field.onChange(null)}
            readOnly={disabledFor('personal.taxCardFile')}
          />
        )}
      />
    </Stack>
  );
}

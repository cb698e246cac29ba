// The collateral (bail) group (spec §2 step 3, staff tab 2): guarantee type, certificate type,
// number and file, PBB and IMB documents, other documents, areas, the address in its parts,
// country and the loss-insurance checkbox. On the staff screen (`staffView`) the fields the loan
// machine locks for staff (spec §5: certificate type and number, PBB and IMB) are always
// disabled; the PBB and IMB documents then show read-only, with their view link. Staff never
// remove a borrower's file there (issue 15): another file may take its place, with a reason.
import {
  Anchor,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AutosizeTextarea } from '../AutosizeTextarea.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { FileUploader } from '../FileUploader.tsx';
import { displayNameOf, openFileInNewTab } from '../file-service.ts';
import { MoneyInput } from '../MoneyInput.tsx';
import {
  type ApplicationValues,
  CERTIFICATE_TYPES,
  COLLATERAL_TYPES,
  fieldDisabler,
} from './application-values.ts';
import { useLoanFieldError } from './field-error.ts';

type BailFieldsProps = {
  form: UseFormReturn<ApplicationValues>;
  editable: boolean;
  staffView?: boolean;
};

export function BailFields({ form, editable, staffView = false }: BailFieldsProps) {
  const { t } = useTranslation();
  const errorText = useLoanFieldError();
  const { register, control, formState } = form;
  // Removing a document asks first (issue 14).
  const [removing, setRemoving] = useState<{ path: string; remove: () => void } | null>(null);
  const errors = formState.errors.bail;
  const disabled = !editable;
  const disabledFor = fieldDisabler(editable, staffView);
  // Staff never delete a borrower's file (issue 15, the loan machine's rule): no remove link on
  // their screen; they may put another file in its place, with a reason.
  const removeUnlessStaff = (remove: () => void) => (staffView ? undefined : remove);

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('loanFields.guaranteeType')}
          disabled={disabledFor('bail.type')}
          data={[
            { value: '', label: t('loanFields.chooseOne') },
            ...COLLATERAL_TYPES.map((type) => ({
              value: type,
              label: t(`loanFields.guaranteeTypes.${type}`),
            })),
          ]}
          {...register('bail.type')}
        />
        <Controller
          control={control}
          name="bail.estimatedValue"
          render={({ field }) => (
            <MoneyInput
              label={t('loanFields.estimatedValue')}
              withAsterisk
              disabled={disabledFor('bail.estimatedValue')}
              error={errorText(errors?.estimatedValue)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          )}
        />
        <NativeSelect
          label={t('loanFields.certificateType')}
          disabled={disabledFor('bail.certificateType')}
          data={[
            { value: '', label: t('loanFields.chooseOne') },
            ...CERTIFICATE_TYPES.map((type) => ({
              value: type,
              label: t(`loanFields.certificateTypes.${type}`),
            })),
          ]}
          {...register('bail.certificateType')}
        />
        <TextInput
          label={t('loanFields.certificateNumber')}
          disabled={disabledFor('bail.certificateNumber')}
          {...register('bail.certificateNumber')}
        />
        <TextInput
          label={t('loanFields.certificateHolder')}
          disabled={disabledFor('bail.certificateHolder')}
          {...register('bail.certificateHolder')}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="bail.certificateFile"
        render={({ field, fieldState }) => (
          <FileUploader
            label={t('loanFields.certificateFile')}
            accept="document"
            required
            value={field.value}
            onChange={field.onChange}
            onRemove={removeUnlessStaff(() => field.onChange(null))}
            readOnly={disabledFor('bail.certificateFile')}
            error={errorText(fieldState.error)}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="bail.pbbDocumentFile"
          render={({ field }) => (
            <FileUploader
              label={t('loanFields.pbbDocument')}
              accept="document"
              value={field.value}
              onChange={field.onChange}
              onRemove={removeUnlessStaff(() => field.onChange(null))}
              readOnly={disabledFor('bail.pbbDocumentFile')}
            />
          )}
        />
        <Controller
          control={control}
          name="bail.imbDocumentFile"
          render={({ field }) => (
            <FileUploader
              label={t('loanFields.imbDocument')}
              accept="document"
              value={field.value}
              onChange={field.onChange}
              onRemove={removeUnlessStaff(() => field.onChange(null))}
              readOnly={disabledFor('bail.imbDocumentFile')}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="bail.otherDocumentFiles"
        render={({ field }) => (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('loanFields.otherDocuments')}
            </Text>
            {field.value.length === 0 && disabled && <Text size="sm">-</Text>}
            {field.value.map((path) => (
              <Group key={path} gap="xs">
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => openFileInNewTab(path)}
                >
                  {displayNameOf(path)}
                </Anchor>
                {!disabled && !staffView && (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    c="red"
                    aria-label={t('loanFields.removeDocument', { name: displayNameOf(path) })}
                    onClick={() =>
                      setRemoving({
                        path,
                        remove: () => field.onChange(field.value.filter((item) => item !== path)),
                      })
                    }
                  >
                    {t('uploader.remove')}
                  </Anchor>
                )}
              </Group>
            ))}
            {!disabled && (
              <FileUploader
                label={t('loanFields.addOtherDocument')}
                accept="document"
                value={null}
                onChange={(path) => {
                  if (!field.value.includes(path)) field.onChange([...field.value, path]);
                }}
              />
            )}
          </Stack>
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('loanFields.surfaceArea')}
          inputMode="decimal"
          withAsterisk
          disabled={disabledFor('bail.surfaceArea')}
          error={errorText(errors?.surfaceArea)}
          {...register('bail.surfaceArea')}
        />
        <TextInput
          label={t('loanFields.buildingArea')}
          inputMode="decimal"
          withAsterisk
          disabled={disabledFor('bail.buildingArea')}
          error={errorText(errors?.buildingArea)}
          {...register('bail.buildingArea')}
        />
      </SimpleGrid>
      <AutosizeTextarea
        label={t('loanFields.address')}
        withAsterisk
        disabled={disabledFor('bail.address')}
        minRows={2}
        error={errorText(errors?.address)}
        {...register('bail.address')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('loanFields.village')}
          withAsterisk
          disabled={disabledFor('bail.village')}
          error={errorText(errors?.village)}
          {...register('bail.village')}
        />
        <TextInput
          label={t('loanFields.subDistrict')}
          withAsterisk
          disabled={disabledFor('bail.subDistrict')}
          error={errorText(errors?.subDistrict)}
          {...register('bail.subDistrict')}
        />
        <TextInput
          label={t('loanFields.city')}
          withAsterisk
          disabled={disabledFor('bail.city')}
          error={errorText(errors?.city)}
          {...register('bail.city')}
        />
        <TextInput
          label={t('loanFields.province')}
          withAsterisk
          disabled={disabledFor('bail.province')}
          error={errorText(errors?.province)}
          {...register('bail.province')}
        />
        <TextInput
          label={t('loanFields.postalCode')}
          inputMode="numeric"
          withAsterisk
          disabled={disabledFor('bail.postalCode')}
          error={errorText(errors?.postalCode)}
          {...register('bail.postalCode')}
        />
        <TextInput
          label={t('loanFields.country')}
          withAsterisk
          disabled={disabledFor('bail.country')}
          error={errorText(errors?.country)}
          {...register('bail.country')}
        />
      </SimpleGrid>
      <Checkbox
        label={t('loanFields.insurance')}
        disabled={disabledFor('bail.insurance')}
        {...register('bail.insurance')}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={t('borrowerFlow.deleteFile.title')}
        text={t('borrowerFlow.deleteFile.text', {
          name: removing ? displayNameOf(removing.path) : '',
        })}
        confirmLabel={t('borrowerFlow.deleteFile.confirm')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          removing?.remove();
          setRemoving(null);
        }}
      />
    </Stack>
  );
}

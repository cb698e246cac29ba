// The forms of the profile sections: the plain field forms (personal, jobs, spouse, family
// reference, company), and the address form with its province → city → district → village
// selectors. Each validates with
// the shared rules (react-hook-form + zod) and saves through saveProfileSection.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, type FieldValues, type UseFormSetError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ownerSaveRefusal } from '../../../../machines/profile/profile.selectors.ts';
import { FOR_LIFE } from '../../../../machines/shared/input-habits.ts';
import { nameMatchesIdCard, profileRuleTexts } from '../../../../machines/shared/profile-rules.ts';
import { AutosizeTextarea } from '../../components/AutosizeTextarea.tsx';
import { DateField } from '../../components/DateField.tsx';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { useProductDay } from '../../components/product-day.ts';
import { serverProblem } from '../../components/server-errors.ts';
import {
  DistrictsDocument,
  MyProfileDocument,
  RegenciesDocument,
  SaveProfileSectionDocument,
  VillagesDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
import {
  FIELDS,
  type FieldSpec,
  type FieldsSection,
  fieldText,
  formValuesOf,
  profileProblemText,
  resolverOf,
  schemaOf,
  valuesOf,
} from './profile-form.ts';
import type { Kind, Reference, SectionView } from './SectionCard.tsx';

/** Saving a section: the mutation, and a refusal put beside its fields or in a toast. */
export function useSaveSection<V extends FieldValues>(
  section: SectionView['section'],
  setError: UseFormSetError<V>,
) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [save] = useMutation(SaveProfileSectionDocument, { refetchQueries: [MyProfileDocument] });
  return async (data: Record<string, unknown>): Promise<boolean> => {
    try {
      await save({ variables: { section, data } });
      notifySuccess(t('profile.saved'));
      return true;
    } catch (error) {
      const problem = serverProblem(error);
      const fields = Object.entries(problem.fields);
      if (problem.code === 'NAME_MISMATCH' || problem.code === 'VALIDATION_FAILED') {
        fields.forEach(([field, message], index) => {
          setError(
            field as Parameters<UseFormSetError<V>>[0],
            {
              type: 'server',
              message:
                problem.code === 'NAME_MISMATCH'
                  ? profileRuleTexts.NAME_MISMATCH[language]
                  : fieldText(message, language),
            },
            { shouldFocus: index === 0 },
          );
        });
        if (fields.length > 0) return false;
      }
      notifyError(profileProblemText(t, problem, language));
      return false;
    }
  };
}

type OptionsOf = (enumeration: string | undefined) => Array<{ value: string; label: string }>;

function useOptions(reference: Reference): OptionsOf {
  const { t } = useTranslation();
  const language = useLanguage();
  return (enumeration) => [
    { value: '', label: t('profile.choose') },
    ...(reference.enumerations.find((e) => e.name === enumeration)?.options ?? []).map((o) => ({
      value: o.code,
      label: o.label[language],
    })),
  ];
}

/** The plain field sections: personal, jobs, spouse, family reference, company. */
export function FieldsForm({
  section,
  kind,
  view,
  reference,
  prefill = {},
}: {
  section: FieldsSection;
  kind: Kind;
  view: SectionView;
  reference: Reference;
  /** What the account offers while the section is empty (account-prefill.ts). */
  prefill?: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fields: readonly FieldSpec[] = FIELDS[section];
  const { today } = useProductDay();
  const schema = useMemo(
    () => schemaOf(section, kind, language, today),
    [section, kind, language, today],
  );
  const names = fields.map((f) => f.name);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Record<string, unknown>>({
    resolver: resolverOf(schema),
    defaultValues: formValuesOf(view.data, fields, prefill),
  });
  const save = useSaveSection(section, setError);
  const optionsOf = useOptions(reference);
  const offered = !view.data && names.some((name) => prefill[name]);
  const readOnly = ownerSaveRefusal(section, view.status) === 'UNDER_REVIEW';

  const onSubmit = handleSubmit(async (values) => {
    await save(values);
  });

  const errorOf = (name: string) => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Fieldset variant="unstyled" disabled={readOnly}>
        {offered && (
          <Text size="sm" c="dimmed" mb="sm" data-testid="profile-prefilled">
            {t('profile.prefilled')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {fields.map((field) => {
            const label = field.labelKey
              ? t(field.labelKey as 'inputs.income')
              : t(`profile.fields.${field.name}` as 'profile.fields.fullname');
            const hint = field.hintKey
              ? t(field.hintKey as 'inputs.hints.phone')
              : field.hint
                ? t(`profile.hints.${field.name}` as 'profile.hints.ktpnumber')
                : undefined;
            const common = {
              label,
              withAsterisk: !field.optional,
              error: errorOf(field.name),
              description: hint,
            };
            const optional = field.optional
              ? { setValueAs: (v: unknown) => (v === '' ? undefined : v) }
              : {};
            switch (field.kind) {
              case 'select':
                return (
                  <NativeSelect
                    key={field.name}
                    {...common}
                    data={optionsOf(field.options)}
                    {...register(field.name)}
                  />
                );
              case 'number':
                return (
                  <Controller
                    key={field.name}
                    control={control}
                    name={field.name}
                    render={({ field: input }) => (
                      <NumberInput
                        {...common}
                        min={0}
                        max={60}
                        allowDecimal={false}
                        value={typeof input.value === 'number' ? input.value : ''}
                        onChange={(value) =>
                          input.onChange(typeof value === 'number' ? value : Number.NaN)
                        }
                        onBlur={input.onBlur}
                        name={input.name}
                        ref={input.ref}
                      />
                    )}
                  />
                );
              case 'textarea':
                return <AutosizeTextarea key={field.name} {...common} {...register(field.name)} />;
              case 'date':
              case 'ktpExpiry':
                return (
                  <Controller
                    key={field.name}
                    control={control}
                    name={field.name}
                    render={({ field: input }) => {
                      const value = typeof input.value === 'string' ? input.value : '';
                      const forLife = field.kind === 'ktpExpiry' && value === FOR_LIFE;
                      const date = (
                        <DateField
                          {...common}
                          description={forLife ? FOR_LIFE : common.description}
                          value={forLife ? '' : value}
                          disabled={forLife}
                          onChange={input.onChange}
                          onBlur={input.onBlur}
                          name={input.name}
                          ref={input.ref}
                        />
                      );
                      if (field.kind !== 'ktpExpiry') return date;
                      return (
                        <Stack gap={6}>
                          {date}
                          <Checkbox
                            label={t('inputs.forLife')}
                            checked={forLife}
                            onChange={(event) =>
                              input.onChange(event.currentTarget.checked ? FOR_LIFE : '')
                            }
                          />
                        </Stack>
                      );
                    }}
                  />
                );
              case 'phone':
                return (
                  <TextInput
                    key={field.name}
                    {...common}
                    type="tel"
                    autoComplete="tel"
                    {...register(field.name)}
                  />
                );
              default:
                return (
                  <TextInput key={field.name} {...common} {...register(field.name, optional)} />
                );
            }
          })}
        </SimpleGrid>
        {!readOnly && (
          <Group justify="flex-end" mt="md">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('profile.saving') : t('profile.save')}
            </Button>
          </Group>
        )}
      </Fieldset>
    </form>
  );
}

/** An address down to the village, chosen province → city → district → village. */
export function AddressForm({
  section,
  kind,
  view,
  reference,
  ktpData,
}: {
  section: 'addressKtp' | 'addressMailing' | 'companyAddress';
  kind: Kind;
  view: SectionView;
  reference: Reference;
  /** The saved ID-card address, offered as the mailing address ("same as ID-card address"). */
  ktpData?: Record<string, unknown> | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { today } = useProductDay();
  const schema = useMemo(
    () => schemaOf(section, kind, language, today),
    [section, kind, language, today],
  );
  const names = ['address', 'province', 'city', 'district', 'village', 'postalcode'];
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    reset: resetForm,
    formState: { errors, isSubmitting },
  } = useForm<Record<string, unknown>>({
    resolver: resolverOf(schema),
    defaultValues: valuesOf(view.data, names),
  });
  const save = useSaveSection(section, setError);
  const ktpValues = section === 'addressMailing' && ktpData ? valuesOf(ktpData, names) : null;
  const [sameAsKtp, setSameAsKtp] = useState(() => {
    if (!ktpValues || !view.data) return false;
    const saved = valuesOf(view.data, names);
    return names.every((name) => saved[name] === ktpValues[name]);
  });
  const readOnly = ownerSaveRefusal(section, view.status) === 'UNDER_REVIEW';
  const [province, city, district] = [watch('province'), watch('city'), watch('district')].map(
    (v) => (typeof v === 'string' ? v : ''),
  );
  const regencies = useQuery(RegenciesDocument, {
    variables: { code: province ?? '' },
    skip: !province,
  });
  const districts = useQuery(DistrictsDocument, { variables: { code: city ?? '' }, skip: !city });
  const villages = useQuery(VillagesDocument, {
    variables: { code: district ?? '' },
    skip: !district,
  });

  const choices = (regions: ReadonlyArray<{ code: string; name: string }> | undefined) => [
    { value: '', label: t('profile.choose') },
    ...(regions ?? []).map((r) => ({ value: r.code, label: r.name })),
  ];
  const errorOf = (name: string) => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };
  // Choosing a higher level empties the levels below it.
  const reset = (...fields: string[]) => {
    for (const field of fields) setValue(field, '');
  };
  const label = (name: string) => t(`profile.fields.${name}` as 'profile.fields.address');

  return (
    <form onSubmit={handleSubmit(async (values) => void (await save(values)))} noValidate>
      <Fieldset variant="unstyled" disabled={readOnly}>
        <Stack gap="sm">
          {section === 'addressMailing' && (
            <Checkbox
              label={t('inputs.sameAsKtp')}
              description={ktpValues ? undefined : t('inputs.sameAsKtpNeedsKtp')}
              disabled={!ktpValues}
              checked={sameAsKtp}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setSameAsKtp(checked);
                if (checked && ktpValues) resetForm(ktpValues, { keepDefaultValues: true });
              }}
            />
          )}
          {sameAsKtp ? (
            <Text size="sm" data-testid="mailing-same-as-ktp">
              {String(ktpValues?.address ?? '')}, {String(ktpValues?.postalcode ?? '')}
            </Text>
          ) : (
            addressFields()
          )}
          {!readOnly && (
            <Group justify="flex-end">
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? t('profile.saving') : t('profile.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
    </form>
  );

  /** The address in its parts (a function, not a component: its inputs keep their focus). */
  function addressFields() {
    return (
      <>
        <AutosizeTextarea
          label={label('address')}
          withAsterisk
          error={errorOf('address')}
          {...register('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(
            [
              ['province', reference.provinces, ['city', 'district', 'village']],
              ['city', province ? regencies.data?.regencies : [], ['district', 'village']],
              ['district', city ? districts.data?.districts : [], ['village']],
              ['village', district ? villages.data?.villages : [], []],
            ] as const
          ).map(([name, regions, below]) => (
            // Controlled, so a saved choice shows once its list has loaded.
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <NativeSelect
                  label={label(name)}
                  withAsterisk
                  data={choices(regions)}
                  error={errorOf(name)}
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={typeof field.value === 'string' ? field.value : ''}
                  onChange={(event) => {
                    field.onChange(event.currentTarget.value);
                    reset(...below);
                  }}
                />
              )}
            />
          ))}
          <TextInput
            label={label('postalcode')}
            withAsterisk
            inputMode="numeric"
            maxLength={5}
            error={errorOf('postalcode')}
            {...register('postalcode')}
          />
        </SimpleGrid>
      </>
    );
  }
}

/** Spec §5 "names must match the ID card": the same rule the API applies, before sending. */
export function matchesIdCard(accountName: unknown, idCardName: string | null): boolean {
  return idCardName === null || nameMatchesIdCard(String(accountName ?? ''), idCardName);
}

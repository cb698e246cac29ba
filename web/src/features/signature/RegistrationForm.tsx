// Registering the digital signature at the certified signature provider (PSrE): what it needs
// to identify the person — the name, NIK, birth place and date, gender and the address on the ID
// card — with a photo of the ID card and a selfie holding it (JPG or PNG within the size the API
// says it takes, uploaded first). What the profile already holds is not asked again: it is shown,
// photos included, with a button to correct it for the provider should it be wrong; what the
// profile lacks is asked. The e-mail and mobile number are the account's. Accepted, the provider
// sends an activation e-mail; refused, the screen shows why.
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutosizeTextarea } from '../../components/AutosizeTextarea.tsx';
import { DateField } from '../../components/DateField.tsx';
import { FactList } from '../../components/FactList.tsx';
import { FileUploader } from '../../components/FileUploader.tsx';
import { formatDate } from '../../components/format.ts';
import { notifySuccess } from '../../components/notify.ts';
import { errorMessage, hasErrorCode } from '../../components/server-errors.ts';
import {
  DigitalSignatureDocument,
  type DigitalSignatureFieldsFragment,
  RegisterDigitalSignatureDocument,
} from '../../generated/graphql.ts';

type Profile = DigitalSignatureFieldsFragment['profile'];

type Values = {
  name: string;
  nik: string;
  birthPlace: string;
  birthDate: string;
  gender: 'MALE' | 'FEMALE' | '';
  address: string;
  idCardFile: string | null;
  selfieFile: string | null;
};

/** The form's values from what the profile holds; empty where it says nothing. */
const valuesOf = (profile: Profile): Values => ({
  name: profile.name,
  nik: profile.nik ?? '',
  birthPlace: profile.birthPlace ?? '',
  birthDate: profile.birthDate ?? '',
  gender: profile.gender ?? '',
  address: profile.address ?? '',
  idCardFile: profile.idCardFile ?? null,
  selfieFile: profile.selfieFile ?? null,
});

export function RegistrationForm({
  renew,
  profile,
  photoMaxBytes,
}: {
  renew: boolean;
  /** What the profile and the account already hold of the provider's data. */
  profile: Profile;
  /** The largest photo the registration takes (the API's answer). */
  photoMaxBytes: number;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [checked, setChecked] = useState(false);
  const [validateSignal, setValidateSignal] = useState(0);
  const [uploading, setUploading] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [register, { loading }] = useMutation(RegisterDigitalSignatureDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.writeQuery({
        query: DigitalSignatureDocument,
        data: { digitalSignature: data.registerDigitalSignature },
      });
    },
  });
  const set = <K extends keyof Values>(name: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const missing = missingOf(values);
  const required = t('signing.form.required');
  const errors = {
    name: missing.name ? required : undefined,
    nik: missing.nik ? t('signing.form.nikRule') : undefined,
    birthPlace: missing.birthPlace ? required : undefined,
    birthDate: missing.birthDate ? required : undefined,
    gender: missing.gender ? required : undefined,
    address: missing.address ? required : undefined,
  };
  const shown = (error: string | undefined) => (checked ? error : undefined);

  // The identity the profile holds in full is shown, not asked; the person may still open it.
  const [editing, setEditing] = useState(() =>
    Object.values(missingOf(valuesOf(profile))).some(Boolean),
  );
  const nameInput = useRef<HTMLInputElement>(null);
  const [corrected, setCorrected] = useState(false);
  useEffect(() => {
    if (corrected) nameInput.current?.focus();
  }, [corrected]);
  const offered = [profile.nik, profile.birthPlace, profile.birthDate, profile.address].some(
    (value) => value !== null && value !== undefined && value !== '',
  );
  const photosOffered = Boolean(profile.idCardFile || profile.selfieFile);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setValidateSignal((n) => n + 1);
    setFailure(null);
    const { idCardFile, selfieFile, gender } = values;
    const wrong = Object.values(missing).some(Boolean);
    if (wrong) setEditing(true);
    if (wrong || !idCardFile || !selfieFile || !gender) return;
    try {
      await register({
        variables: {
          input: {
            name: values.name.trim(),
            nik: values.nik,
            birthPlace: values.birthPlace.trim(),
            birthDate: values.birthDate,
            gender,
            address: values.address.trim(),
            idCardFile,
            selfieFile,
          },
        },
      });
      notifySuccess(t('signing.form.sent'));
    } catch (error) {
      setFailure(
        hasErrorCode(error, 'PHOTO_TOO_LARGE')
          ? t('signing.form.photoTooLarge', { megabytes: photoMaxBytes / 1_000_000 })
          : errorMessage(error, t('common.genericError')),
      );
    }
  };

  const genderLabel = (gender: Values['gender']) =>
    gender === 'MALE'
      ? t('signing.form.male')
      : gender === 'FEMALE'
        ? t('signing.form.female')
        : '-';

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('signing.form.label')}>
      <Stack gap="md">
        {renew && <Alert color="yellow">{t('signing.form.renewHint')}</Alert>}
        <FactList
          facts={[
            { label: t('signing.form.email'), value: profile.email },
            { label: t('signing.form.phone'), value: profile.phone ?? '-' },
          ]}
        />
        <Text size="sm" c="dimmed">
          {t('signing.form.accountHint')}
        </Text>
        {editing ? (
          <>
            {offered && (
              <Text size="sm" c="dimmed" data-testid="signature-from-profile">
                {t('signing.form.fromProfileEdit')}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                ref={nameInput}
                label={t('signing.form.name')}
                required
                maxLength={100}
                autoComplete="name"
                value={values.name}
                onChange={(event) => set('name', event.currentTarget.value)}
                error={shown(errors.name)}
              />
              <TextInput
                label={t('signing.form.nik')}
                required
                inputMode="numeric"
                maxLength={16}
                value={values.nik}
                onChange={(event) => set('nik', event.currentTarget.value.replace(/\D/g, ''))}
                error={shown(errors.nik)}
              />
              <TextInput
                label={t('signing.form.birthPlace')}
                required
                maxLength={100}
                value={values.birthPlace}
                onChange={(event) => set('birthPlace', event.currentTarget.value)}
                error={shown(errors.birthPlace)}
              />
              <DateField
                label={t('signing.form.birthDate')}
                required
                format="iso"
                value={values.birthDate}
                onChange={(value) => set('birthDate', value)}
                error={shown(errors.birthDate)}
              />
              <Radio.Group
                label={t('signing.form.gender')}
                required
                value={values.gender}
                onChange={(value) => set('gender', value === 'FEMALE' ? 'FEMALE' : 'MALE')}
                error={shown(errors.gender)}
              >
                <Group mt={6}>
                  <Radio value="MALE" label={t('signing.form.male')} />
                  <Radio value="FEMALE" label={t('signing.form.female')} />
                </Group>
              </Radio.Group>
            </SimpleGrid>
            <AutosizeTextarea
              label={t('signing.form.address')}
              required
              maxLength={500}
              minRows={2}
              value={values.address}
              onChange={(event) => set('address', event.currentTarget.value)}
              error={shown(errors.address)}
            />
          </>
        ) : (
          <Stack gap="xs" data-testid="signature-from-profile">
            <Text size="sm">{t('signing.form.fromProfile')}</Text>
            <FactList
              facts={[
                { label: t('signing.form.name'), value: values.name },
                { label: t('signing.form.nik'), value: values.nik },
                {
                  label: t('signing.form.birth'),
                  value: `${values.birthPlace}, ${formatDate(values.birthDate)}`,
                },
                { label: t('signing.form.gender'), value: genderLabel(values.gender) },
                { label: t('signing.form.address'), value: values.address },
              ]}
            />
            <Group>
              <Button
                variant="default"
                onClick={() => {
                  setEditing(true);
                  setCorrected(true);
                }}
              >
                {t('signing.form.correct')}
              </Button>
            </Group>
          </Stack>
        )}
        {photosOffered && (
          <Text size="sm" c="dimmed">
            {t('signing.form.photosFromProfile')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FileUploader
            label={t('signing.form.idCardFile')}
            accept="image"
            maxBytes={photoMaxBytes}
            required
            value={values.idCardFile}
            onChange={(path) => set('idCardFile', path)}
            onUploadStarted={() => setUploading((n) => n + 1)}
            onUploadEnded={() => setUploading((n) => n - 1)}
            validateSignal={validateSignal}
          />
          <FileUploader
            label={t('signing.form.selfieFile')}
            accept="image"
            maxBytes={photoMaxBytes}
            required
            value={values.selfieFile}
            onChange={(path) => set('selfieFile', path)}
            onUploadStarted={() => setUploading((n) => n + 1)}
            onUploadEnded={() => setUploading((n) => n - 1)}
            validateSignal={validateSignal}
          />
        </SimpleGrid>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={loading} disabled={uploading > 0}>
            {renew ? t('signing.form.renew') : t('signing.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Which identity fields are missing or unreadable for the provider. */
function missingOf(values: Values) {
  return {
    name: !values.name.trim(),
    nik: !/^\d{16}$/.test(values.nik),
    birthPlace: !values.birthPlace.trim(),
    birthDate: !/^\d{4}-\d{2}-\d{2}$/.test(values.birthDate),
    gender: !values.gender,
    address: !values.address.trim(),
  };
}

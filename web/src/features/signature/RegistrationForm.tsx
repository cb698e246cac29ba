// Registering the digital signature at the certified signature provider (PSrE): what it needs
// to identify the person — the NIK, birth place and date, gender and the address on the ID card
// — with a photo of the ID card and a selfie holding it (JPG or PNG, at most 1 MB each, uploaded
// first). Accepted, the provider sends an activation e-mail; refused, the screen shows why.
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutosizeTextarea } from '../../components/AutosizeTextarea.tsx';
import { DateField } from '../../components/DateField.tsx';
import { FileUploader } from '../../components/FileUploader.tsx';
import { notifySuccess } from '../../components/notify.ts';
import { errorMessage } from '../../components/server-errors.ts';
import {
  DigitalSignatureDocument,
  RegisterDigitalSignatureDocument,
} from '../../generated/graphql.ts';

const PHOTO_MAX_BYTES = 1_000_000;

type Values = {
  nik: string;
  birthPlace: string;
  birthDate: string;
  gender: 'MALE' | 'FEMALE' | '';
  address: string;
  idCardFile: string | null;
  selfieFile: string | null;
};

const EMPTY: Values = {
  nik: '',
  birthPlace: '',
  birthDate: '',
  gender: '',
  address: '',
  idCardFile: null,
  selfieFile: null,
};

export function RegistrationForm({ renew }: { renew: boolean }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(EMPTY);
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

  const errors = {
    nik: /^\d{16}$/.test(values.nik) ? undefined : t('signing.form.nikRule'),
    birthPlace: values.birthPlace.trim() ? undefined : t('signing.form.required'),
    birthDate: /^\d{4}-\d{2}-\d{2}$/.test(values.birthDate)
      ? undefined
      : t('signing.form.required'),
    gender: values.gender ? undefined : t('signing.form.required'),
    address: values.address.trim() ? undefined : t('signing.form.required'),
  };
  const shown = (error: string | undefined) => (checked ? error : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setValidateSignal((n) => n + 1);
    setFailure(null);
    const { idCardFile, selfieFile, gender } = values;
    if (Object.values(errors).some(Boolean) || !idCardFile || !selfieFile || !gender) return;
    try {
      await register({
        variables: {
          input: {
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
      setFailure(errorMessage(error, t('common.genericError')));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('signing.form.label')}>
      <Stack gap="md">
        {renew && <Alert color="yellow">{t('signing.form.renewHint')}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FileUploader
            label={t('signing.form.idCardFile')}
            accept="image"
            maxBytes={PHOTO_MAX_BYTES}
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
            maxBytes={PHOTO_MAX_BYTES}
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

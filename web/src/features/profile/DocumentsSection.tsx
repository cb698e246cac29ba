// The documents (spec §2 profile "documents", §7 document and document/signature): each file
// through the shared uploader (images or PDF up to 5 MB; the selfie and the signature images only), saved as the
// paths the file service answered. Save waits while a file is being sent.
import { Button, Fieldset, Group, SimpleGrid, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ownerSaveRefusal } from '../../../../machines/profile/profile.selectors.ts';
import { FileUploader } from '../../components/FileUploader.tsx';
import { useProductDay } from '../../components/product-day.ts';
import { useLanguage } from '../../i18n.ts';
import { resolverOf, schemaOf, valuesOf } from './profile-form.ts';
import type { Kind, SectionView } from './SectionCard.tsx';
import { useSaveSection } from './SectionForms.tsx';

type DocumentField = { name: string; required: boolean; accept?: 'image' };

const DOCUMENTS: Record<Kind, ReadonlyArray<DocumentField>> = {
  personal: [
    { name: 'ktpfile', required: true },
    { name: 'npwpfile', required: false },
    // A photo of the person: an image, as the rule (machines/shared/profile-rules.ts) requires.
    { name: 'selfiefile', required: false, accept: 'image' },
  ],
  company: [
    { name: 'nibfile', required: true },
    { name: 'deedfile', required: true },
    { name: 'npwpfile', required: true },
    { name: 'representativektpfile', required: true },
  ],
};

export function DocumentsForm({
  kind,
  view,
  section = 'document',
}: {
  kind: Kind;
  view: SectionView;
  section?: 'document' | 'signature';
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const files: ReadonlyArray<DocumentField> =
    section === 'signature'
      ? [{ name: 'signaturefile', required: true, accept: 'image' }]
      : DOCUMENTS[kind];
  const { today } = useProductDay();
  const schema = useMemo(
    () => schemaOf(section, kind, language, today),
    [section, kind, language, today],
  );
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Record<string, unknown>>({
    resolver: resolverOf(schema),
    defaultValues: valuesOf(
      view.data,
      files.map((f) => f.name),
    ),
  });
  const save = useSaveSection(section, setError);
  const [sending, setSending] = useState(0);
  const [validateSignal, setValidateSignal] = useState(0);
  const readOnly = ownerSaveRefusal(section, view.status) === 'UNDER_REVIEW';

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    setValidateSignal((n) => n + 1);
    void handleSubmit(async (values) => {
      await save(values);
    })(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Fieldset variant="unstyled" disabled={readOnly}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {files.map((file) => (
              <Controller
                key={file.name}
                control={control}
                name={file.name}
                render={({ field }) => (
                  <FileUploader
                    label={t(`profile.fields.${file.name}` as 'profile.fields.ktpfile')}
                    accept={file.accept ?? 'document'}
                    required={file.required}
                    value={
                      typeof field.value === 'string' && field.value !== '' ? field.value : null
                    }
                    onChange={(path) => field.onChange(path)}
                    onUploadStarted={() => setSending((n) => n + 1)}
                    onUploadEnded={() => setSending((n) => n - 1)}
                    validateSignal={validateSignal}
                    disabled={readOnly}
                    error={
                      typeof errors[file.name]?.message === 'string'
                        ? String(errors[file.name]?.message)
                        : undefined
                    }
                  />
                )}
              />
            ))}
          </SimpleGrid>
          {!readOnly && (
            <Group justify="flex-end">
              <Button type="submit" disabled={isSubmitting || sending > 0}>
                {isSubmitting ? t('profile.saving') : t('profile.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
    </form>
  );
}

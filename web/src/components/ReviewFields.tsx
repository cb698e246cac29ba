// A section of someone's data as staff check it: each field under the label the person was asked
// with, its value in words (a region, a bank, a choice by name), a file shown, a blank said so,
// a tax number (NPWP) written as people read it, not as the digits it is kept as.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isNpwpField } from '../../../machines/profile/section-fields.ts';
import { npwpText } from '../../../machines/shared/input-habits.ts';
import { useLanguage } from '../i18n.ts';
import { FactList } from './FactList.tsx';
import { StoredFile } from './StoredFile.tsx';

export type ReviewField = {
  name: string;
  value?: string | null;
  words?: { id: string; en: string } | null;
  file: boolean;
};

/** A field's label: the profile form's own, so staff read what the person was asked. */
function useFieldLabel() {
  const { t } = useTranslation();
  return (name: string) =>
    name === 'income'
      ? t('inputs.income')
      : t(`profile.fields.${name}` as 'profile.fields.fullname', { defaultValue: name });
}

function FieldValue({ field, label }: { field: ReviewField; label: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (field.value === null || field.value === undefined)
    return <Text c="dimmed">{t('words.notFilled')}</Text>;
  if (field.file) return <StoredFile path={field.value} alt={label} width={180} />;
  if (field.words) return <>{field.words[language]}</>;
  if (isNpwpField(field.name)) return <>{npwpText(field.value)}</>;
  if (field.name === 'experienceyears') {
    return <>{t('words.years', { count: Number(field.value) })}</>;
  }
  return <>{field.value}</>;
}

export function ReviewFields({ fields }: { fields: readonly ReviewField[] }) {
  const labelOf = useFieldLabel();
  return (
    <FactList
      facts={fields.map((field) => {
        const label = labelOf(field.name);
        return { label, value: <FieldValue field={field} label={label} /> };
      })}
    />
  );
}

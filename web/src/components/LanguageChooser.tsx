import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage, useLanguage } from '../i18n.ts';

export function LanguageChooser() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  return (
    <NativeSelect
      label={t('language.label')}
      value={language}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLanguage(next)) void i18n.changeLanguage(next);
      }}
      data={[
        { value: 'id', label: t('language.id') },
        { value: 'en', label: t('language.en') },
      ]}
      size="xs"
      w={170}
    />
  );
}

// The language chooser, on every screen (the login page too, so it asks without the Apollo
// client).
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SetLocaleDocument } from '../generated/graphql.ts';
import { graphqlRequest } from '../graphql-request.ts';
import { isLanguage, useLanguage } from '../i18n.ts';
import { useSession } from '../session.ts';

export function LanguageChooser() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  // Signed in, the choice is also the language of the user's e-mails.
  return (
    <NativeSelect
      label={t('language.label')}
      value={language}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (!isLanguage(next)) return;
        void i18n.changeLanguage(next);
        if (session) {
          void graphqlRequest(SetLocaleDocument, { locale: next === 'en' ? 'EN' : 'ID' }).catch(
            () => null,
          );
        }
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

// A profile section's saved fields as staff read them: each field by its name in the screen's
// language, a coded value (enumeration, bank, region) by the words the API gave beside it, and a
// file as a link that opens it in a new window, a tax number (NPWP) as people read it. The
// validation queue and a borrower's profile page show sections this way.
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isNpwpField } from '../../../machines/profile/section-fields.ts';
import { npwpText } from '../../../machines/shared/input-habits.ts';
import { useLanguage } from '../i18n.ts';
import { FactList } from './FactList.tsx';
import { openFileInNewTab } from './file-service.ts';

/** The words the API gave for a coded field, in the chosen language. */
function wordsOf(
  labels: Record<string, unknown> | null | undefined,
  name: string,
  language: 'id' | 'en',
): string | null {
  const label = labels?.[name];
  if (typeof label !== 'object' || label === null) return null;
  const words = (label as Record<string, unknown>)[language];
  return typeof words === 'string' && words !== '' ? words : null;
}

export function ProfileFacts({
  data,
  labels,
}: {
  data: Record<string, unknown> | null | undefined;
  labels: Record<string, unknown> | null | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const facts = Object.entries(data ?? {}).map(([name, value]) => {
    const label = t(`profile.fields.${name}` as 'profile.fields.fullname', { defaultValue: name });
    return {
      label,
      value:
        typeof value === 'string' && value.startsWith('/file/') ? (
          <Anchor component="button" type="button" onClick={() => openFileInNewTab(value)}>
            {t('uploader.viewFile')}
          </Anchor>
        ) : typeof value === 'string' && isNpwpField(name) ? (
          npwpText(value)
        ) : (
          (wordsOf(labels, name, language) ?? String(value ?? ''))
        ),
    };
  });
  return <FactList facts={facts} />;
}

// The full country list in Indonesian and English (i18n-iso-countries, ISO 3166-1), sorted by
// the Indonesian name, with UNKNOWN last as the spec asks.
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/id.json'));
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));

export type Country = { code: string; value: string; name: { id: string; en: string } };

let list: Country[] | undefined;

export function countryList(): Country[] {
  if (list) return list;
  const id = countries.getNames('id', { select: 'official' });
  const en = countries.getNames('en', { select: 'official' });
  list = Object.keys(en)
    .map((code) => ({
      code,
      // The value stored on records is the English name in capitals (e.g. INDONESIA).
      value: (en[code] ?? code).toUpperCase(),
      name: { id: id[code] ?? en[code] ?? code, en: en[code] ?? code },
    }))
    .sort((a, b) => a.name.id.localeCompare(b.name.id, 'id'));
  list.push({ code: 'UNKNOWN', value: 'UNKNOWN', name: { id: 'Tidak diketahui', en: 'Unknown' } });
  return list;
}

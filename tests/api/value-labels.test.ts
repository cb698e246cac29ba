// The words staff read instead of codes (issue 14): every enumeration value has an Indonesian
// and an English label that is not its code, and a profile section's coded fields (enumerations,
// bank codes, region codes) resolve to names.
import { describe, expect, it } from 'vitest';
import { ALL_BANKS } from '../../api/reference/banks.ts';
import { enumerations } from '../../api/reference/enumerations.ts';
import { regionName } from '../../api/reference/regions.ts';
import { valueLabels } from '../../api/reference/value-labels.ts';

const CODE = /\b[A-Z]{2,}(_[A-Z0-9]+)+\b/;

describe('enumeration labels', () => {
  it('gives every value of every enumeration a label in both languages, never its code', () => {
    for (const [name, options] of Object.entries(enumerations)) {
      expect(options.length, name).toBeGreaterThan(0);
      for (const { code, label } of options) {
        for (const language of ['id', 'en'] as const) {
          const text = label[language];
          expect(text.trim(), `${name}.${code} ${language}`).not.toBe('');
          expect(text, `${name}.${code} ${language}`).not.toBe(code);
          expect(text, `${name}.${code} ${language}`).not.toMatch(CODE);
        }
      }
    }
  });

  it('names every bank', () => {
    for (const bank of ALL_BANKS) {
      expect(bank.name.trim(), bank.code).not.toBe('');
      expect(bank.name, bank.code).not.toMatch(/^\d+$/);
    }
  });
});

describe('the words of a section', () => {
  it('names regions at every depth, and nothing for an unknown code', async () => {
    expect(await regionName('34')).toBe('DAERAH ISTIMEWA YOGYAKARTA');
    expect(await regionName('34.04')).toBe('KABUPATEN SLEMAN');
    expect(await regionName('34.04.01')).toBe('Gamping');
    expect(await regionName('34.04.01.2001')).toBe('Balecatur');
    expect(await regionName('34.04.01.9999')).toBeNull();
    expect(await regionName('99')).toBeNull();
  });

  it('labels enumeration values, bank codes and region codes, and leaves other fields alone', async () => {
    const labels = await valueLabels({
      fullname: 'Budi Santoso',
      job: 'PRIVATE_EMPLOYEE',
      income: '10M_25M',
      religion: 'ISLAM',
      maritalstatus: 'KAWIN',
      bankcode: '014',
      accountnumber: '0123456789',
      province: '34',
      village: '34.04.01.2001',
      experienceyears: 5,
    });
    expect(labels).toEqual({
      job: { id: 'Karyawan swasta', en: 'Private employee' },
      income: { id: 'Rp 10 – 25 juta per bulan', en: 'Rp 10 – 25 million a month' },
      religion: { id: 'Islam', en: 'Islam' },
      maritalstatus: { id: 'Kawin', en: 'Married' },
      bankcode: { id: 'Bank Central Asia (BCA)', en: 'Bank Central Asia (BCA)' },
      province: { id: 'DAERAH ISTIMEWA YOGYAKARTA', en: 'DAERAH ISTIMEWA YOGYAKARTA' },
      village: { id: 'Balecatur', en: 'Balecatur' },
    });
    // An unknown code gets no label (the value shows as it is); so does an empty section.
    expect(await valueLabels({ job: 'ASTRONAUT', bankcode: '999' })).toEqual({});
    expect(await valueLabels(null)).toEqual({});
  });
});

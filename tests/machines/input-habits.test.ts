// The readers of Indonesian input habits (machines/shared/input-habits.ts) and the shared profile
// rules built on them: every accepted way of writing a value gives the one value we keep, and
// what cannot be read is refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dmyFromText,
  FOR_LIFE,
  groupThousands,
  idNumberFromText,
  ktpExpired,
  ktpExpiryFromText,
  npwpText,
  phoneFromText,
  rupiahFromText,
} from '../../machines/shared/input-habits.ts';
import { toSen } from '../../machines/shared/money.ts';
import { nameMatchesIdCard, profileSchemas } from '../../machines/shared/profile-rules.ts';

const wholeRupiah = fc.bigInt({ min: 0n, max: 10n ** 18n - 1n });
const sen = fc.integer({ min: 0, max: 99 });
const englishGroups = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

describe('rupiah amounts', () => {
  it('each printed form of an amount gives the one decimal the API keeps', () => {
    fc.assert(
      fc.property(wholeRupiah, sen, (whole, cents) => {
        const digits = whole.toString();
        const fraction = cents.toString().padStart(2, '0');
        const kept = cents === 0 ? digits : `${digits}.${fraction}`;
        const forms = [
          `Rp${groupThousands(digits)},${fraction}`,
          `rp. ${groupThousands(digits)},${fraction}`,
          `IDR ${englishGroups(digits)}.${fraction}`,
          `${digits}.${fraction}`,
          `${digits},${fraction}`,
          `  ${digits}.${fraction}  `,
        ];
        if (whole >= 1_000_000n && cents === 0) {
          forms.push(groupThousands(digits), englishGroups(digits));
        }
        if (cents === 0) forms.push(digits, `Rp ${groupThousands(digits)}`);
        for (const form of forms) {
          expect(rupiahFromText(form), form).toBe(kept);
        }
        expect(toSen(kept)).toBe(whole * 100n + BigInt(cents));
      }),
    );
  });

  it("the issue's examples", () => {
    expect(rupiahFromText('350.000.000')).toBe('350000000');
    expect(rupiahFromText('Rp 350.000.000')).toBe('350000000');
    expect(rupiahFromText('Rp 350.000')).toBe('350000');
    expect(rupiahFromText('1500000.00')).toBe('1500000');
  });

  it('refuses garbage, negatives, too many digits and a lone ambiguous group', () => {
    for (const bad of [
      '',
      'Rp',
      'abc',
      '-1',
      '1.001',
      '1,500',
      '1.5.0',
      '350.00.000',
      '1.000.000,001',
      '12,34,567',
      '1000000000000000000',
      'Rp 1.000.000.000.000.000.000',
      '1e6',
      '0x10',
      'Rp -5.000',
    ]) {
      expect(rupiahFromText(bad), bad).toBeNull();
    }
    fc.assert(
      fc.property(fc.string(), (text) => {
        const kept = rupiahFromText(text);
        // Anything read is an amount the API's column takes.
        if (kept !== null) expect(kept).toMatch(/^\d{1,18}(\.\d{2})?$/);
        if (/[a-qs-zA-QS-Z]/.test(text.replace(/^\s*(rp\.?|idr)/i, ''))) expect(kept).toBeNull();
      }),
    );
  });
});

describe('NPWP, NIK and phone numbers', () => {
  it('the printed NPWP gives its 15 digits', () => {
    expect(idNumberFromText('12.345.678.9-012.000')).toBe('123456789012000');
    expect(idNumberFromText('1234 5678 9012 3456')).toBe('1234567890123456');
    const rules = profileSchemas('en').company.shape.npwpnumber;
    expect(rules.parse('01.234.567.8-901.000')).toBe('012345678901000');
    expect(rules.safeParse('01.234.567.8-901.00X').success).toBe(false);
    expect(rules.safeParse('01.234.567.8-901.00').success).toBe(false);
  });

  it('an NPWP is shown as people read it, and read back into the digits kept', () => {
    expect(npwpText('012345678901000')).toBe('01.234.567.8-901.000');
    expect(npwpText('01.234.567.8-901.000')).toBe('01.234.567.8-901.000');
    expect(npwpText('3171011508900001')).toBe('3171 0115 0890 0001');
    expect(npwpText('3171.0115.0890.0001')).toBe('3171 0115 0890 0001');
    for (const other of ['', '12345', 'belum ada', '12345678901234567']) {
      expect(npwpText(other), other).toBe(other);
    }
    const digit = fc.constantFrom(...'0123456789'.split(''));
    const rules = profileSchemas('en').personal.shape.npwpnumber;
    fc.assert(
      fc.property(fc.array(digit, { minLength: 15, maxLength: 16 }), (list) => {
        const digits = list.join('');
        expect(idNumberFromText(npwpText(digits))).toBe(digits);
        expect(rules.parse(npwpText(digits))).toBe(digits);
      }),
    );
  });

  it('every way of writing an NPWP gives one value', () => {
    const digit = fc.constantFrom(...'0123456789'.split(''));
    fc.assert(
      fc.property(fc.array(digit, { minLength: 15, maxLength: 15 }), (list) => {
        const d = list.join('');
        const printed = `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}.${d.slice(8, 9)}-${d.slice(9, 12)}.${d.slice(12)}`;
        for (const form of [d, printed, ` ${printed} `, d.replace(/(\d{4})/g, '$1 ')]) {
          expect(idNumberFromText(form), form).toBe(d);
        }
      }),
    );
    for (const bad of ['', '.', '12-', 'NPWP 123', '12_345', '-123']) {
      expect(idNumberFromText(bad), bad).toBeNull();
    }
  });

  it('an Indonesian mobile written any usual way is kept as 0812…', () => {
    const rest = fc.stringMatching(/^8\d{8,11}$/);
    fc.assert(
      fc.property(rest, (national) => {
        const kept = `0${national}`;
        const dashed = `${national.slice(0, 3)}-${national.slice(3, 7)}-${national.slice(7)}`;
        for (const form of [
          `+62 ${dashed}`,
          `+62${national}`,
          `62${national}`,
          `0${national}`,
          `0${dashed}`,
          `(+62) ${national}`,
          `+62 (0)${national}`,
          `+62 ${national.slice(0, 3)} ${national.slice(3)}`,
        ]) {
          expect(phoneFromText(form), form).toBe(kept);
        }
      }),
    );
    expect(phoneFromText('+62 812-3456-7890')).toBe('081234567890');
    expect(phoneFromText('(021) 555-1234')).toBe('0215551234');
    expect(phoneFromText('+1 415 555 2671')).toBe('+14155552671');
  });

  it('refuses phone garbage', () => {
    for (const bad of [
      '',
      '0812',
      'abc',
      '0812-ABCD-1234',
      '+62',
      '++6281234567',
      '812345678901',
      '08123456789012345',
    ]) {
      expect(phoneFromText(bad), bad).toBeNull();
    }
    const phone = profileSchemas('en').spouse.shape.phone;
    expect(phone.parse('+62 812-3456-7890')).toBe('081234567890');
    expect(phone.safeParse('0812').error?.issues[0]?.message).toBe(
      'The phone number must be 8 to 15 digits',
    );
  });
});

describe('dates and the ID card expiry', () => {
  it('DD-MM-YYYY with any usual separator gives one date; no false days', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (date) => {
          const [y, m, d] = date.toISOString().slice(0, 10).split('-') as [string, string, string];
          const kept = `${d}-${m}-${y}`;
          for (const form of [
            kept,
            `${d}/${m}/${y}`,
            `${d}.${m}.${y}`,
            `${Number(d)}-${Number(m)}-${y}`,
          ]) {
            expect(dmyFromText(form), form).toBe(kept);
          }
        },
      ),
    );
    for (const bad of [
      '31-02-1990',
      '1990-03-05',
      '05-13-1990',
      '5 Maret 1990',
      '',
      '00-01-2000',
    ]) {
      expect(dmyFromText(bad), bad).toBeNull();
    }
  });

  it('SEUMUR HIDUP in any case is valid for life; an expired card is refused', () => {
    expect(ktpExpiryFromText('seumur  hidup')).toBe(FOR_LIFE);
    expect(ktpExpiryFromText(' Seumur Hidup ')).toBe(FOR_LIFE);
    expect(ktpExpiryFromText('17/8/2030')).toBe('17-08-2030');
    expect(ktpExpiryFromText('selamanya')).toBeNull();
    expect(ktpExpired(FOR_LIFE, '2026-05-01')).toBe(false);
    expect(ktpExpired('30-04-2026', '2026-05-01')).toBe(true);
    expect(ktpExpired('01-05-2026', '2026-05-01')).toBe(false);

    const expiry = profileSchemas('id', { today: '2026-05-01' }).personal.shape.ktpexpirydate;
    expect(expiry.parse('seumur hidup')).toBe('SEUMUR HIDUP');
    expect(expiry.safeParse('30-04-2026').error?.issues[0]?.message).toBe(
      'KTP sudah tidak berlaku, gunakan KTP yang masih berlaku',
    );
    expect(expiry.safeParse('kadaluarsa').error?.issues[0]?.message).toBe(
      'Tulis tanggal DD-MM-YYYY atau SEUMUR HIDUP',
    );
  });
});

describe('names on the bank account and the ID card', () => {
  it('match ignoring case and extra spaces, not other letters', () => {
    expect(nameMatchesIdCard('DEWI  LESTARI ', 'Dewi Lestari')).toBe(true);
    expect(nameMatchesIdCard('dewi lestari', 'Dewi Lestari')).toBe(true);
    expect(nameMatchesIdCard('DEWI LESTARY', 'Dewi Lestari')).toBe(false);
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{1,10}( [A-Za-z]{1,10}){0,3}$/), (name) => {
        const banked = ` ${name.toUpperCase().replace(/ /g, '   ')} `;
        expect(nameMatchesIdCard(banked, name)).toBe(true);
      }),
    );
  });
});

// A journal entry's description in both languages: every template the platform writes is read
// back as itself in Indonesian and its English words, with its values in place.
import { describe, expect, it } from 'vitest';
import {
  entryDescription,
  entryDescriptionText,
  railWords,
} from '../../machines/ledger/entry-descriptions.ts';

describe('journal entry descriptions', () => {
  it('reads each written description back in English, values kept', () => {
    const cases: Array<[string, string]> = [
      [entryDescription('funding', { loan: 12 }), 'Funding of loan #12'],
      [
        entryDescription('fundingRefund', { loan: '7' }),
        'Refund for loan #7 (funding target not met)',
      ],
      [entryDescription('placement', { loan: 3 }), 'Funds placed in loan #3'],
      [
        entryDescription('payout', { loan: 3, bank: '014', account: '1234567890' }),
        'Disbursement of loan #3 to 014 1234567890',
      ],
      [
        entryDescription('principal', { installment: 2, loan: 41 }),
        'Principal of installment 2, loan #41',
      ],
      [
        entryDescription('interest', { installment: 2, loan: 41 }),
        'Interest and late charge of installment 2, loan #41',
      ],
      [
        entryDescription('tax', { installment: 2, loan: 41 }),
        'Income tax (PPh 23/26) on the interest of installment 2, loan #41',
      ],
      [
        entryDescription('serviceFee', { installment: 2, loan: 41 }),
        'Service fee on the interest of installment 2, loan #41',
      ],
      [
        entryDescription('overpayment', { installment: 3, loan: 41 }),
        'Overpayment of installment 3, loan #41',
      ],
      [
        entryDescription('installmentBill', { installment: 1, loan: 9 }),
        'Installment 1 of loan #9',
      ],
      [
        entryDescription('lateCharge', { installment: 1, loan: 9 }),
        'Late charge on installment 1, loan #9',
      ],
      [
        entryDescription('lateChargePaid', { installment: 1, loan: 9 }),
        'Late charge on installment 1, loan #9, paid',
      ],
      [
        entryDescription('rdlBankBalance', { account: '0211223344', amount: 40_000_000n }),
        'RDL 0211223344: bank balance 40000000',
      ],
    ];
    for (const [stored, en] of cases) {
      expect(entryDescriptionText(stored)).toEqual({ id: stored, en });
    }
  });

  it("translates a withdrawal's rail and its state, amounts as the spec writes rupiah", () => {
    const values = {
      amount: 'Rp 1.500.000',
      bank: '008',
      account: '9876543210',
      rail: railWords('ONLINE'),
      fee: 'Rp 6.500',
    };
    expect(entryDescription('withdrawalHeld', values)).toBe(
      'Penarikan Rp 1.500.000 ke 008 9876543210 (Transfer online, biaya Rp 6.500): ditahan',
    );
    expect(entryDescriptionText(entryDescription('withdrawal', values)).en).toBe(
      'Withdrawal of Rp 1.500.000 to 008 9876543210 (Online transfer, fee Rp 6.500)',
    );
    expect(entryDescriptionText(entryDescription('withdrawalHeld', values)).en).toBe(
      'Withdrawal of Rp 1.500.000 to 008 9876543210 (Online transfer, fee Rp 6.500): on hold',
    );
    expect(entryDescriptionText(entryDescription('withdrawalCancelled', values)).en).toBe(
      'Withdrawal of Rp 1.500.000 to 008 9876543210 (Online transfer, fee Rp 6.500): cancelled',
    );
  });

  it("keeps words it did not write as they are: the bank's, a VA payment's, an older entry's", () => {
    for (const text of [
      'RDL 0211223344: SETORAN TUNAI / TRANSFER MASUK (REF123)',
      'VA 9880001234567890 NTB 100000000001',
      'Penarikan Rp 10.000.000 (kliring, biaya Rp 2.900)',
      // A loan number that is not a number is not a funding of that loan.
      'Pendanaan pinjaman #abc',
      '',
    ]) {
      expect(entryDescriptionText(text)).toEqual({ id: text, en: text });
    }
  });
});

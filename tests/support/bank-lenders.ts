// Small builders of the lender a bank adapter is called with: a person whose validated profile
// holds everything the RDL's face check and registration ask for (the data of validPersonal,
// validAddress and validJobs in tests/support/profiles.ts, as the product reads it), and the
// same person lacking what a test takes away.
import type { BankLender, InvestorProfile } from '../../api/bank/partner-bank.ts';

/** A 1,234-byte PNG: the selfie's bytes a test can find again in what the bank received. */
export function selfieBytes(variant = 7): Buffer {
  const bytes = Buffer.alloc(1234);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  bytes[100] = variant;
  return bytes;
}

export function makeInvestor(overrides: Partial<InvestorProfile> = {}): InvestorProfile {
  return {
    idNumber: '3273014503900001',
    idExpiry: '2031-03-05',
    idIssuingCity: 'Bandung',
    birthPlace: 'Bandung',
    birthDate: '1990-03-05',
    gender: 'FEMALE',
    motherMaidenName: 'Ratna Sari Dewi',
    religion: 'ISLAM',
    maritalStatus: 'BELUM_KAWIN',
    education: 'S1',
    taxNumber: '0912345678010001',
    job: 'PRIVATE_EMPLOYEE',
    monthlyIncome: '10M_25M',
    fundSource: 'SALARY',
    address: {
      street: 'Jl. Kebon Sirih No. 7, RT 003/RW 004',
      village: 'Cideng',
      district: 'Gambir',
      city: 'KOTA ADMINISTRASI JAKARTA PUSAT',
      province: 'DKI JAKARTA',
      postalCode: '10150',
    },
    selfieBase64: selfieBytes().toString('base64'),
    ...overrides,
  };
}

let made = 0;

/** A personal lender with a complete investor profile (a fresh id each time). */
export function makeBankLender(
  overrides: Partial<Omit<BankLender, 'investor'>> & { investor?: InvestorProfile | null } = {},
): BankLender {
  made += 1;
  return {
    lenderId: `7d1c1b3e-1111-4a4a-9999-${String(made).padStart(12, '0')}`,
    fullName: 'Siti Nur Aisyah',
    email: 'siti@example.test',
    phone: '+6281234567890',
    isPersonal: true,
    investor: makeInvestor(),
    ...overrides,
  };
}

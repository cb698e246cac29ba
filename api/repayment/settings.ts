// The repayment's settings (issue 19): the withholding rates and the platform's fee on the
// lenders' income, read from the environment with the law's rates as defaults. A treaty rate is
// per lender (users.tax_treaty_percent, with a certificate of domicile on file).
import { toMicroPercent } from '../../machines/installment/installment.charges.ts';
import { DEFAULT_TAX_RATES, type TaxRates } from '../../machines/installment/installment.payout.ts';

export type RepaymentSettings = {
  taxRates: TaxRates;
  /** The platform's fee, percent of each lender's interest and late charge. */
  lenderFeePercent: string;
  /** Days a paid loan waits (complaints, a bounced transfer) before it closes by itself. */
  settlingDays: number;
  /** Days before a due date the borrower is reminded. */
  remindDaysBefore: number;
};

export const DEFAULT_REPAYMENT_SETTINGS: RepaymentSettings = {
  taxRates: DEFAULT_TAX_RATES,
  lenderFeePercent: '5',
  settlingDays: 7,
  remindDaysBefore: 3,
};

type Env = Record<string, string | undefined>;

function percent(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const micro = toMicroPercent(value);
  if (micro > 100_000_000n) throw new RangeError(`${name} must be at most 100`);
  return value;
}

function days(env: Env, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 90) {
    throw new RangeError(`${name} must be 0 to 90 days`);
  }
  return parsed;
}

/** PPH23_PERCENT, PPH26_PERCENT, LENDER_FEE_PERCENT, SETTLING_DAYS, REMIND_DAYS_BEFORE. */
export function repaymentSettingsFrom(env: Env): RepaymentSettings {
  const d = DEFAULT_REPAYMENT_SETTINGS;
  const settings = {
    taxRates: {
      residentPercent: percent(env, 'PPH23_PERCENT', d.taxRates.residentPercent),
      nonResidentPercent: percent(env, 'PPH26_PERCENT', d.taxRates.nonResidentPercent),
    },
    lenderFeePercent: percent(env, 'LENDER_FEE_PERCENT', d.lenderFeePercent),
    settlingDays: days(env, 'SETTLING_DAYS', d.settlingDays),
    remindDaysBefore: days(env, 'REMIND_DAYS_BEFORE', d.remindDaysBefore),
  };
  const worst =
    toMicroPercent(settings.lenderFeePercent) +
    toMicroPercent(settings.taxRates.nonResidentPercent);
  if (worst > 100_000_000n) throw new RangeError('the fee and the tax exceed the income');
  return settings;
}

/** The deps' settings, or the environment's (with the law's defaults). */
export const settingsOf = (deps: { repayment?: RepaymentSettings }): RepaymentSettings =>
  deps.repayment ?? repaymentSettingsFrom(process.env);

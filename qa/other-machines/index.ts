// The machines besides the loan's: those QA's generated paths drive through the product (at the
// REST and GraphQL tiers alike), and for each of the others why they are not driven.
import type { MachineModel } from '../machine-tier.ts';
import { disbursementDriver } from './disbursement.ts';
import { documentSigningDriver } from './document-signing.ts';
import { installmentDriver } from './installment.ts';
import { lenderAccountDriver } from './lender-account.ts';
import {
  driverCoverage,
  type MachineDriver,
  type MachinePathResult,
  machinePaths,
  notDriven,
  type OtherMachineCoverage,
} from './model.ts';
import { otpDriver } from './otp.ts';
import { bankChangeDriver, profileSectionDriver } from './profile.ts';
import { psychometricDriver } from './psychometric.ts';
import { signatureRegistrationDriver } from './signature-registration.ts';
import { withdrawalDriver } from './withdrawal.ts';

export const MACHINE_DRIVERS: readonly MachineDriver<never>[] = [
  lenderAccountDriver,
  profileSectionDriver,
  bankChangeDriver,
  otpDriver,
  psychometricDriver,
  withdrawalDriver,
  signatureRegistrationDriver,
  documentSigningDriver,
  disbursementDriver,
  installmentDriver,
] as unknown as readonly MachineDriver<never>[];

const WEB_ONLY =
  'it runs in the web client alone (the API keeps none of its states, and no REST call or GraphQL operation sends its events: its paths run at the web client tier, --tier web)';

/** Why a machine has no generated paths (by its machine-tier label's start). */
const NOT_DRIVEN: [RegExp, string][] = [
  [/^(application form|bail photos|dialogs|upload|session)/, WEB_ONLY],
];

export function machineDriverNamed(name: string): MachineDriver<never> | undefined {
  return MACHINE_DRIVERS.find((m) => m.slug === name || m.label === name);
}

/** Every path of these machines (the same at each tier). */
export const otherMachinePaths = (machines: readonly MachineDriver<never>[] = MACHINE_DRIVERS) =>
  machines.flatMap((m) => machinePaths(m));

/**
 * Every other machine's coverage at one tier, in the machine tier's order: measured from these
 * results (of that tier) for the machines they are of, else `earlier` (an earlier run's at that
 * tier), else planned.
 */
export function coverageOfOthers(
  models: readonly MachineModel[],
  results: readonly MachinePathResult[] | 'planned',
  earlier: (label: string) => OtherMachineCoverage | undefined = () => undefined,
): OtherMachineCoverage[] {
  return models.map((recorded) => {
    const model = MACHINE_DRIVERS.find((m) => m.label === recorded.label);
    if (!model) {
      const reason =
        NOT_DRIVEN.find(([pattern]) => pattern.test(recorded.label))?.[1] ??
        'no generated paths drive it';
      return notDriven(recorded, reason);
    }
    if (results === 'planned')
      return earlier(model.label) ?? driverCoverage(model, recorded, 'planned');
    const own = results.filter((r) => r.machine === model.label);
    if (own.length === 0) return earlier(model.label) ?? driverCoverage(model, recorded, 'planned');
    return driverCoverage(model, recorded, own);
  });
}

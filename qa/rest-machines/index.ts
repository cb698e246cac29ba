// The machines besides the loan's at the REST tier: those QA's generated paths drive through the
// API, and for each of the others why they are not driven there.
import type { MachineModel } from '../machine-tier.ts';
import { disbursementRest } from './disbursement.ts';
import { documentSigningRest } from './document-signing.ts';
import { installmentRest } from './installment.ts';
import { lenderAccountRest } from './lender-account.ts';
import {
  type MachinePathResult,
  machinePaths,
  notDriven,
  type RestMachine,
  type RestMachineCoverage,
  restCoverage,
} from './model.ts';
import { otpRest } from './otp.ts';
import { bankChangeRest, profileSectionRest } from './profile.ts';
import { psychometricRest } from './psychometric.ts';
import { signatureRegistrationRest } from './signature-registration.ts';
import { withdrawalRest } from './withdrawal.ts';

export const REST_MACHINES: readonly RestMachine<never>[] = [
  lenderAccountRest,
  profileSectionRest,
  bankChangeRest,
  otpRest,
  psychometricRest,
  withdrawalRest,
  signatureRegistrationRest,
  documentSigningRest,
  disbursementRest,
  installmentRest,
] as unknown as readonly RestMachine<never>[];

const WEB_ONLY =
  'it runs in the web client alone (the API keeps none of its states and no REST call sends its events)';

/** Why a machine has no generated REST paths (by its machine-tier label's start). */
const NOT_DRIVEN: [RegExp, string][] = [
  [/^(application form|bail photos|dialogs|upload|session)/, WEB_ONLY],
];

export function restMachineNamed(name: string): RestMachine<never> | undefined {
  return REST_MACHINES.find((m) => m.slug === name || m.label === name);
}

/** Every REST path of these machines. */
export const restMachinePaths = (machines: readonly RestMachine<never>[] = REST_MACHINES) =>
  machines.flatMap((m) => machinePaths(m));

/**
 * The REST coverage of every other machine, in the machine tier's order: measured from these
 * results for the machines they are of, else `earlier` (an earlier run's), else planned.
 */
export function restCoverageOfOthers(
  models: readonly MachineModel[],
  results: readonly MachinePathResult[] | 'planned',
  earlier: (label: string) => RestMachineCoverage | undefined = () => undefined,
): RestMachineCoverage[] {
  return models.map((recorded) => {
    const model = REST_MACHINES.find((m) => m.label === recorded.label);
    if (!model) {
      const reason =
        NOT_DRIVEN.find(([pattern]) => pattern.test(recorded.label))?.[1] ??
        'no generated REST paths drive it';
      return notDriven(recorded, reason);
    }
    if (results === 'planned')
      return earlier(model.label) ?? restCoverage(model, recorded, 'planned');
    const own = results.filter((r) => r.machine === model.label);
    if (own.length === 0) return earlier(model.label) ?? restCoverage(model, recorded, 'planned');
    return restCoverage(model, recorded, own);
  });
}

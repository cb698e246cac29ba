// What a lender needs before funding, on the lender's home, so a new lender learns it before a
// loan page refuses her one condition at a time. The same conditions as `loan.fund`
// (machines/loan/loan.rules.ts) and the same places to fix them as the fund form's fixFor(): data
// validated by staff (/profile), the lender agreement signed (/signature), a person's yearly
// income declared (/lender/funding-limits), an approved wallet with an active balance
// (/lender/wallet). Gone once every step is done; a failed read shows nothing (the fund form
// still says what is missing).
import { useQuery } from '@apollo/client/react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fundRefusal, missingTexts } from '../../../../machines/profile/applicant.rules.ts';
import { isRupiah, toSen } from '../../../../machines/shared/money.ts';
import { Panel } from '../../components/Panel.tsx';
import { type Step, StepList } from '../../components/StepList.tsx';
import {
  LenderFundingReadinessDocument,
  type LenderFundingReadinessQuery,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

type Readiness = LenderFundingReadinessQuery;

export function FundingChecklist() {
  const { data } = useQuery(LenderFundingReadinessDocument, { fetchPolicy: 'cache-and-network' });
  const steps = useSteps(data);
  if (!steps || steps.every((step) => step.done)) return null;
  return <Checklist steps={steps} />;
}

function useSteps(data: Readiness | undefined): Step[] | null {
  const { t } = useTranslation(undefined, { keyPrefix: 'homeChecklist.lender' });
  const language = useLanguage();
  if (!data) return null;
  const { myProfile: profile, myFundingLimits: limits, myBalance: balance } = data;

  const sections = Object.fromEntries(profile.sections.map((row) => [row.section, row.status]));
  const marital = profile.sections.find((row) => row.section === 'personal')?.data?.maritalstatus;
  // The machine's rule for "validated" (the API asks the same before a funding).
  const refusal = fundRefusal({
    kind: profile.kind,
    role: 'lender',
    sections,
    maritalStatus: typeof marital === 'string' ? marital : null,
  });
  // Sent and waiting for staff is not something the lender can do more about.
  const notSent = (refusal?.missing ?? []).filter((section) => sections[section] !== 'SUBMITTED');
  const profileDetail = !refusal
    ? null
    : notSent.length > 0
      ? t('profileNotSent', {
          list: notSent.map((section) => missingTexts[section][language]).join(', '),
        })
      : t('profileWaiting');

  const agreementSigned = data.signingDocuments.some(
    (document) => document.kind === 'LENDER_AGREEMENT' && document.signed,
  );
  const walletApproved = balance.kind !== null;
  const hasActive = isRupiah(balance.active) && toSen(balance.active) > 0n;

  const steps: Step[] = [
    {
      key: 'profile',
      done: refusal === null,
      label: t('profile'),
      detail: profileDetail,
      to: '/profile',
      link: t('openProfile'),
    },
    {
      key: 'agreement',
      done: agreementSigned,
      label: t('agreement'),
      detail: null,
      to: '/signature',
      link: t('openAgreement'),
    },
  ];
  // Only a person declares an income (a company's share is held by the concentration limit).
  if (limits.isPersonal) {
    steps.push({
      key: 'income',
      done: !limits.income.declarationNeeded,
      label: t('income'),
      detail: null,
      to: '/lender/funding-limits',
      link: t('openIncome'),
    });
  }
  steps.push({
    key: 'wallet',
    done: walletApproved && hasActive,
    label: t('wallet'),
    detail: !walletApproved ? t('walletNone') : hasActive ? null : t('walletEmpty'),
    to: '/lender/wallet',
    link: t('openWallet'),
  });
  return steps;
}

function Checklist({ steps }: { steps: readonly Step[] }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'homeChecklist.lender' });
  return (
    <Panel title={t('title')} titleMb="xs">
      <Text size="sm" mb="sm">
        {t('intro')}
      </Text>
      <StepList
        steps={steps}
        words={{ done: t('done'), todo: t('todo') }}
        testId="funding-checklist"
        stepTestId="funding-step"
      />
    </Panel>
  );
}

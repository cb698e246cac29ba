// What a lender needs before funding, on the lender's home, so a new lender learns it before a
// loan page refuses her one condition at a time. The same conditions as `loan.fund`
// (machines/loan/loan.rules.ts) and the same places to fix them as the fund form's fixFor(): data
// validated by staff (/profile), the lender agreement signed (/signature), a person's yearly
// income declared (/lender/funding-limits), an approved wallet with an active balance
// (/lender/wallet). Gone once every step is done; a failed read shows nothing (the fund form
// still says what is missing).
import { useQuery } from '@apollo/client/react';
import { Anchor, List, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fundRefusal, missingTexts } from '../../../../machines/profile/applicant.rules.ts';
import { isRupiah, toSen } from '../../../../machines/shared/money.ts';
import { Panel } from '../../components/Panel.tsx';
import {
  LenderFundingReadinessDocument,
  type LenderFundingReadinessQuery,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

type Readiness = LenderFundingReadinessQuery;
type Step = {
  key: string;
  done: boolean;
  label: string;
  detail: string | null;
  to: string;
  link: string;
};

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
      <List spacing="xs" listStyleType="none" data-testid="funding-checklist">
        {steps.map((step) => (
          <List.Item
            key={step.key}
            data-testid={`funding-step-${step.key}`}
            icon={
              <ThemeIcon size={20} radius="xl" color={step.done ? 'teal.8' : 'gray.7'} aria-hidden>
                {step.done ? '✓' : '•'}
              </ThemeIcon>
            }
          >
            <Text size="sm">
              {step.label}: <strong>{step.done ? t('done') : t('todo')}</strong>
            </Text>
            {!step.done && step.detail && (
              <Text size="sm" c="dimmed">
                {step.detail}
              </Text>
            )}
            {!step.done && (
              <Anchor component={Link} to={step.to} size="sm">
                {step.link}
              </Anchor>
            )}
          </List.Item>
        ))}
      </List>
    </Panel>
  );
}

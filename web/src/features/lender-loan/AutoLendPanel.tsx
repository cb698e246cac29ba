// Auto-lend on this loan (issue 21): during the loan's preview window, when auto-lend will
// allocate it, and each of the lender's rules that match it with a button to opt that rule out
// of this loan, or back in after opting out (the opt-out machine decides whether it is still
// possible: canOptOut, canOptIn). Shown only when the lender has a matching rule or the window
// is open.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPercent, formatRupiah } from '../../components/format.ts';
import { notifySuccess } from '../../components/notify.ts';
import { problemText, serverProblem } from '../../components/server-errors.ts';
import {
  LoanAutoLendDocument,
  type LoanAutoLendFieldsFragment,
  OptInToAutoLendDocument,
  OptOutOfAutoLendDocument,
} from '../../generated/graphql.ts';

export function AutoLendPanel({ loanId }: { loanId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data } = useQuery(LoanAutoLendDocument, { variables: { loanId } });
  const [optOut, optingOut] = useMutation(OptOutOfAutoLendDocument);
  const [optIn, optingIn] = useMutation(OptInToAutoLendDocument);
  const loading = optingOut.loading || optingIn.loading;
  const [problem, setProblem] = useState<string | null>(null);
  // The opt-out and opt-in answer with the loan's auto-lend as it now is (the type has no id to normalise).
  const [latest, setLatest] = useState<LoanAutoLendFieldsFragment | null>(null);
  const view = latest ?? data?.loanAutoLend;
  if (!view || (!view.inPreview && view.rules.length === 0)) return null;
  const send = async (ruleId: string, way: 'out' | 'in') => {
    setProblem(null);
    try {
      const variables = { loanId, ruleId };
      if (way === 'out') {
        const answer = await optOut({ variables });
        if (answer.data) setLatest(answer.data.optOutOfAutoLend);
        notifySuccess(t('autoLend.optedOutDone'));
      } else {
        const answer = await optIn({ variables });
        if (answer.data) setLatest(answer.data.optInToAutoLend);
        notifySuccess(t('autoLend.optedInDone'));
      }
    } catch (failure) {
      setProblem(problemText(t, serverProblem(failure)));
    }
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {t('autoLend.panelTitle')}
        </Title>
        {view.inPreview && view.allocateAt ? (
          <Text size="sm" data-testid="auto-lend-at">
            {t('autoLend.allocatesAt', {
              at: formatDateTime(view.allocateAt),
              reserve: formatPercent(view.reservePercent ?? '0'),
            })}
          </Text>
        ) : (
          <Text size="sm">{t('autoLend.previewOver')}</Text>
        )}
        {view.rules.map((rule) => (
          <Group key={rule.ruleId} justify="space-between" wrap="nowrap">
            <Text size="sm">
              {t('autoLend.ruleMatches', {
                id: rule.ruleId,
                amount: formatRupiah(rule.amountPerLoan),
              })}
            </Text>
            {rule.optedOut ? (
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {t('autoLend.optedOut')}
                </Text>
                {rule.canOptIn && (
                  <Button
                    size="xs"
                    variant="light"
                    loading={loading}
                    onClick={() => void send(rule.ruleId, 'in')}
                  >
                    {t('autoLend.optIn', { id: rule.ruleId })}
                  </Button>
                )}
              </Group>
            ) : rule.canOptOut ? (
              <Button
                size="xs"
                variant="light"
                loading={loading}
                onClick={() => void send(rule.ruleId, 'out')}
              >
                {t('autoLend.optOut', { id: rule.ruleId })}
              </Button>
            ) : null}
          </Group>
        ))}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

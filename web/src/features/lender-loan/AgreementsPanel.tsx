// The lender's investment agreements in this loan (issue 18): once the loan's funding is
// complete, each of the lender's pieces has an agreement to sign before the loan is disbursed.
// Each piece says whether it is signed and, while it may be signed, offers 'Tanda tangani
// perjanjian'. A piece auto-lend funded says it is covered by the lender's auto-lend
// authorisation instead (the signature rules' answer, coveredByAutoLend). Shown once there is
// something to sign, signed or covered.
//
// A list, not a table: the panel stands in the page's narrow column at every width, and in a
// table wide enough for its two columns the sign button (the one thing the lender must do here)
// was cut off at 390 px inside a sideways-scrolling container. Each piece's state or button
// goes under its amount when the line is too narrow for both.
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../components/format.ts';
import { Panel } from '../../components/Panel.tsx';
import { SignAgreementButton } from '../../components/SignAgreementButton.tsx';
import type { InvestmentAgreementFieldsFragment } from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

export function AgreementsPanel({
  agreements,
}: {
  agreements: readonly InvestmentAgreementFieldsFragment[];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const rowId = useId();
  const shown = agreements.filter(
    (agreement) => agreement.canSign || agreement.document || agreement.coveredByAutoLend,
  );
  if (shown.length === 0) return null;
  return (
    <Panel title={t('signing.agreementsTitle')} titleMb="xs" titleId={titleId}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('signing.agreementsHint')}
      </Text>
      <Stack
        component="ul"
        gap={0}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        data-testid="investment-agreements"
        aria-labelledby={titleId}
      >
        {shown.map((agreement, index) => (
          <Group
            component="li"
            key={agreement.funding.id}
            justify="space-between"
            align="center"
            gap="xs"
            wrap="wrap"
            py="xs"
            style={
              index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined
            }
          >
            <Text size="sm" fw={600} id={`${rowId}-${agreement.funding.id}`}>
              {t('signing.pieceOf', { amount: formatRupiah(agreement.funding.amount) })}
            </Text>
            {agreement.signed ? (
              <Badge color="teal" c="black" variant="light" tt="none">
                {t('signing.signed')}
              </Badge>
            ) : agreement.coveredByAutoLend ? (
              <Text size="sm">{t('signing.coveredByAutoLend')}</Text>
            ) : agreement.canSign ? (
              <Stack gap={4} align="flex-start">
                {agreement.document?.message && (
                  <Text size="sm">{agreement.document.message.text[language]}</Text>
                )}
                <SignAgreementButton
                  fundingId={agreement.funding.id}
                  describedBy={`${rowId}-${agreement.funding.id}`}
                />
              </Stack>
            ) : (
              <Text size="sm">{agreement.document?.label[language] ?? t('signing.notSigned')}</Text>
            )}
          </Group>
        ))}
      </Stack>
    </Panel>
  );
}

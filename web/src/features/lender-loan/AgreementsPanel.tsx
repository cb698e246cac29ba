// The lender's investment agreements in this loan (issue 18): once the loan's funding is
// complete, each of the lender's pieces has an agreement to sign before the loan is disbursed.
// Each row says whether it is signed and, while it may be signed, offers 'Tanda tangani
// perjanjian'. A piece auto-lend funded says it is covered by the lender's auto-lend
// authorisation instead (the signature rules' answer, coveredByAutoLend). Shown once there is
// something to sign, signed or covered.
import { Badge, Table, Text } from '@mantine/core';
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
      <Table.ScrollContainer minWidth={300}>
        <Table data-testid="investment-agreements" aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('signing.piece')}</Table.Th>
              <Table.Th>{t('signing.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((agreement) => (
              <Table.Tr key={agreement.funding.id}>
                <Table.Td id={`${rowId}-${agreement.funding.id}`}>
                  {t('signing.pieceOf', { amount: formatRupiah(agreement.funding.amount) })}
                </Table.Td>
                <Table.Td>
                  {agreement.signed ? (
                    <Badge color="teal" c="black" variant="light" tt="none">
                      {t('signing.signed')}
                    </Badge>
                  ) : agreement.coveredByAutoLend ? (
                    <Text size="sm">{t('signing.coveredByAutoLend')}</Text>
                  ) : agreement.canSign ? (
                    <>
                      {agreement.document?.message && (
                        <Text size="sm" mb={4}>
                          {agreement.document.message.text[language]}
                        </Text>
                      )}
                      <SignAgreementButton
                        fundingId={agreement.funding.id}
                        describedBy={`${rowId}-${agreement.funding.id}`}
                      />
                    </>
                  ) : (
                    <Text size="sm">
                      {agreement.document?.label[language] ?? t('signing.notSigned')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Panel>
  );
}

// Who funded the loan (issue 17), on the staff loan screen once funding has opened: how much of
// the application value lenders have committed, and each funding with its lender, amount, status
// and time.
import { useQuery } from '@apollo/client/react';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toSen, wholePercent } from '../../../../machines/shared/money.ts';
import { FundingProgress } from '../../components/FundingProgress.tsx';
import { formatDateTime, formatRupiah, NO_WRAP } from '../../components/format.ts';
import { errorMessage } from '../../components/server-errors.ts';
import { StaffLoanFundingsDocument } from '../../generated/graphql.ts';
import { StaffLoanPanel } from './StaffLoanPanel.tsx';

export function FundingPanel({
  loanId,
  commitment,
  applicationValue,
}: {
  loanId: string;
  commitment: string;
  applicationValue: string;
}) {
  const { t } = useTranslation();
  const { data, error } = useQuery(StaffLoanFundingsDocument, {
    variables: { loanId },
    fetchPolicy: 'cache-and-network',
  });
  const fundings = data?.loanFundings;
  return (
    <StaffLoanPanel title={t('staffFunding.title')} testId="staff-funding">
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {t('staffFunding.commitment')}
        </Text>
        <FundingProgress
          collected={commitment}
          target={applicationValue}
          percent={wholePercent(toSen(commitment), toSen(applicationValue))}
        />
        {error && !fundings && (
          <Text size="sm" c="red.9">
            {errorMessage(error, t('common.genericError'))}
          </Text>
        )}
        {fundings && fundings.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('staffFunding.none')}
          </Text>
        )}
        {fundings && fundings.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table striped aria-label={t('staffFunding.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('staffFunding.lender')}</Table.Th>
                  <Table.Th>{t('staffFunding.email')}</Table.Th>
                  <Table.Th ta="right">{t('staffFunding.amount')}</Table.Th>
                  <Table.Th>{t('staffFunding.status')}</Table.Th>
                  <Table.Th>{t('staffFunding.time')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fundings.map((funding) => (
                  <Table.Tr key={funding.id}>
                    <Table.Td>{funding.lenderName ?? '-'}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {funding.lenderEmail ?? '-'}
                    </Table.Td>
                    <Table.Td ta="right" style={NO_WRAP}>
                      {formatRupiah(funding.amount)}
                    </Table.Td>
                    <Table.Td>{t(`funding.statuses.${funding.status}`)}</Table.Td>
                    <Table.Td>{formatDateTime(funding.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </StaffLoanPanel>
  );
}

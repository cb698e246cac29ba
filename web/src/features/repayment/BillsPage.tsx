// The borrower's bill summary (issue 19, spec §2): each loan being repaid with its next
// installment — due date, what to pay now, the late charge so far, days overdue and its state —
// and a way to its payment page. One GraphQL read, one REST call (GET /loan/installment).
import { useQuery } from '@apollo/client/react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBorrowerRupiah, formatDate, NO_WRAP } from '../../components/format.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import { ACTION_CELL } from '../../components/table-layout.ts';
import { MyBillsDocument } from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
import { InstallmentStatusBadge } from './InstallmentStatusBadge.tsx';

export function BillsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, loading, error } = useQuery(MyBillsDocument, { fetchPolicy: 'cache-and-network' });
  const bills = data?.myBills;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('repayment.billsTitle')}</Title>
      {!bills && loading && <PageLoading />}
      {!bills && error && <PageError message={errorMessage(error, t('common.genericError'))} />}
      {bills && bills.length === 0 && <Text c="dimmed">{t('repayment.noBills')}</Text>}
      {bills && bills.length > 0 && (
        <Table.ScrollContainer minWidth={860}>
          <Table striped data-testid="bills" aria-label={t('repayment.billsTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('repayment.loan')}</Table.Th>
                <Table.Th>{t('repayment.dueDate')}</Table.Th>
                <Table.Th ta="right">{t('repayment.payAmount')}</Table.Th>
                <Table.Th ta="right">{t('repayment.lateCharge')}</Table.Th>
                <Table.Th ta="right">{t('repayment.daysPastDue')}</Table.Th>
                <Table.Th>{t('repayment.status')}</Table.Th>
                {/* The action stays in view at the container's edge on a phone (table-layout.ts). */}
                <Table.Th {...ACTION_CELL}>
                  <VisuallyHidden>{t('repayment.action')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bills.map((bill) => (
                <Table.Tr key={bill.loanId} data-testid={`bill-${bill.loanId}`}>
                  <Table.Td id={`bill-loan-${bill.loanId}`}>
                    <Anchor component={Link} to={`/borrower/loans/${bill.loanId}`}>
                      {t('repayment.loanName', {
                        product: language === 'en' ? bill.productNameEn : bill.productName,
                        id: bill.loanId,
                      })}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {t('repayment.remaining', { count: bill.remaining })}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDate(bill.next?.dueDate)}</Table.Td>
                  <Table.Td ta="right" fw={600} style={NO_WRAP}>
                    {bill.next ? formatBorrowerRupiah(bill.next.payAmount) : '-'}
                  </Table.Td>
                  <Table.Td ta="right" style={NO_WRAP}>
                    {bill.next ? formatBorrowerRupiah(bill.next.lateCharge) : '-'}
                  </Table.Td>
                  <Table.Td ta="right">{bill.next?.daysPastDue ?? '-'}</Table.Td>
                  <Table.Td>
                    {bill.next ? (
                      <Group gap={4}>
                        <InstallmentStatusBadge installment={bill.next} />
                        {bill.next.arrears !== 'current' && (
                          <Badge color="red" variant="light" tt="none">
                            {bill.next.arrearsLabel[language]}
                          </Badge>
                        )}
                      </Group>
                    ) : (
                      t('repayment.allPaid')
                    )}
                  </Table.Td>
                  <Table.Td {...ACTION_CELL}>
                    <Button
                      component={Link}
                      to={`/borrower/bills/${bill.loanId}`}
                      size="xs"
                      aria-describedby={`bill-loan-${bill.loanId}`}
                    >
                      {bill.next?.status === 'UNPAID' ? t('repayment.pay') : t('repayment.open')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

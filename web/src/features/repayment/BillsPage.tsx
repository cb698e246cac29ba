// The borrower's bill summary (issue 19, spec §2): each loan being repaid with its next
// installment — due date, what to pay now, the late charge so far, days overdue and its state —
// and a way to its payment page. One GraphQL read, one REST call (GET /loan/installment).
// Below 768 px each bill is a card of its own: a phone reader saw the pinned "Bayar" column cover
// the amount and had no cue that the lateness lay off-screen to the right of the table.
import { useQuery } from '@apollo/client/react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toSen } from '../../../../machines/shared/money.ts';
import { formatBorrowerRupiah, formatDate, NO_WRAP } from '../../components/format.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { Stat } from '../../components/Stat.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import { ACTION_CELL } from '../../components/table-layout.ts';
import { MyBillsDocument, type MyBillsQuery } from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
import { InstallmentStatusBadge } from './InstallmentStatusBadge.tsx';

type Bill = MyBillsQuery['myBills'][number];

/** Below Mantine's `sm` breakpoint (48em, 768 px): the phone's cards instead of the wide table. */
const PHONE = '(max-width: 47.99em)';

export function BillsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const { data, loading, error } = useQuery(MyBillsDocument, { fetchPolicy: 'cache-and-network' });
  const bills = data?.myBills;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('repayment.billsTitle')}</Title>
      {!bills && loading && <PageLoading />}
      {!bills && error && <PageError message={errorMessage(error, t('common.genericError'))} />}
      {bills && bills.length === 0 && <Text c="dimmed">{t('repayment.noBills')}</Text>}
      {bills && bills.length > 0 && phone && (
        <Stack gap="sm" component="ul" p={0} m={0} aria-label={t('repayment.billsTitle')}>
          {bills.map((bill) => (
            <BillCard key={bill.loanId} bill={bill} />
          ))}
        </Stack>
      )}
      {bills && bills.length > 0 && !phone && (
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
                    <BillLoan bill={bill} />
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

/** The bill's loan, named in the screen's language and linked, with the installments left. */
function BillLoan({ bill, id }: { bill: Bill; id?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <Anchor
        component={Link}
        to={`/borrower/loans/${bill.loanId}`}
        {...(id ? { id, fw: 600 } : {})}
      >
        {t('repayment.loanName', {
          product: language === 'en' ? bill.productNameEn : bill.productName,
          id: bill.loanId,
        })}
      </Anchor>
      <Text size="xs" c="dimmed">
        {t('repayment.remaining', { count: bill.remaining })}
      </Text>
    </>
  );
}

/** One bill on a phone: what to pay, by when, how late, and the way to pay it, all in view. */
function BillCard({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { next } = bill;
  const titleId = `bill-card-loan-${bill.loanId}`;
  const late = !!next && next.arrears !== 'current';
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      radius="md"
      style={{ listStyle: 'none' }}
      data-testid={`bill-card-${bill.loanId}`}
    >
      <Stack gap="sm">
        <div>
          <BillLoan bill={bill} id={titleId} />
        </div>
        {next ? (
          <>
            <SimpleGrid cols={2} spacing="sm">
              <Stat
                size="md"
                label={t('repayment.payAmount')}
                value={formatBorrowerRupiah(next.payAmount)}
                testId={`bill-card-amount-${bill.loanId}`}
              />
              <Stat size="md" label={t('repayment.dueDate')} value={formatDate(next.dueDate)} />
              {toSen(next.lateCharge) > 0n && (
                <Stat
                  size="md"
                  label={t('repayment.lateCharge')}
                  value={formatBorrowerRupiah(next.lateCharge)}
                />
              )}
            </SimpleGrid>
            <Group gap={4} data-testid={`bill-card-lateness-${bill.loanId}`}>
              {late ? (
                <Text fw={700} c="red.9" size="sm">
                  {t('repayment.lateBy', { count: next.daysPastDue })}
                </Text>
              ) : (
                <Text size="sm">{t('repayment.notLate')}</Text>
              )}
              <InstallmentStatusBadge installment={next} />
              {late && (
                <Badge color="red" variant="light" tt="none">
                  {next.arrearsLabel[language]}
                </Badge>
              )}
            </Group>
          </>
        ) : (
          <Text>{t('repayment.allPaid')}</Text>
        )}
        <Button
          component={Link}
          to={`/borrower/bills/${bill.loanId}`}
          fullWidth
          aria-describedby={titleId}
        >
          {next?.status === 'UNPAID' ? t('repayment.pay') : t('repayment.open')}
        </Button>
      </Stack>
    </Paper>
  );
}

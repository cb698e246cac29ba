// The lender's loan page (spec §2 "loan detail with funding progress, fact sheet download,
// borrower data, collateral data and photos"): the product and the borrower's alias, how far the
// funding has come, the loan's facts, the collateral with its photos, the lender's own pieces,
// the fund form with a repayment preview for the amount typed, and the fact sheet as a PDF in
// the UI language. A lender sees a loan open for funding or one they funded; any other is
// "not found" for them.
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Grid, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { downloadWithSession } from '../../components/download.ts';
import { FactList } from '../../components/FactList.tsx';
import { FundingProgress } from '../../components/FundingProgress.tsx';
import {
  formatDate,
  formatDateTime,
  formatPercent,
  formatRupiah,
  NO_WRAP,
} from '../../components/format.ts';
import { GradeBadge } from '../../components/GradeBadge.tsx';
import { notifyError } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { Panel } from '../../components/Panel.tsx';
import { PhotoGallery } from '../../components/PhotoGallery.tsx';
import { usePeriodText } from '../../components/period-text.ts';
import { SigningReturnNotice } from '../../components/SigningReturnNotice.tsx';
import { errorMessage, hasErrorCode } from '../../components/server-errors.ts';
import {
  type InvestmentAgreementFieldsFragment,
  LenderLoanDocument,
  type LenderLoanPageFieldsFragment,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
import { AgreementsPanel } from './AgreementsPanel.tsx';
import { AutoLendPanel } from './AutoLendPanel.tsx';
import { FundForm } from './FundForm.tsx';
import { RepaymentPreview } from './RepaymentPreview.tsx';

export function LenderLoanPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(LenderLoanDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const loan = data?.lenderLoan;
  const notFound =
    data?.lenderLoan === null ||
    hasErrorCode(error, 'LOAN_NOT_FOUND') ||
    hasErrorCode(error, 'NOT_FOUND');

  return (
    <Stack gap="lg">
      <Group>
        <Anchor component={Link} to="/lender/marketplace" size="sm">
          {t('lenderLoan.back')}
        </Anchor>
      </Group>
      <SigningReturnNotice />
      {loan ? (
        <LoanDetail loan={loan} agreements={loan.myAgreements} onRefused={() => void refetch()} />
      ) : (
        <>
          <Title order={1}>{t('lenderLoan.number', { id })}</Title>
          {notFound && (
            <Alert color="yellow" role="status">
              {t('lenderLoan.notFound')}
            </Alert>
          )}
          {!notFound && loading && <PageLoading />}
          {!notFound && !loading && error && (
            <PageError message={errorMessage(error, t('common.genericError'))} />
          )}
        </>
      )}
    </Stack>
  );
}

function LoanDetail({
  loan,
  agreements,
  onRefused,
}: {
  loan: LenderLoanPageFieldsFragment;
  agreements: readonly InvestmentAgreementFieldsFragment[];
  onRefused: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [amount, setAmount] = useState('');
  return (
    <>
      <div>
        <Group gap="sm" align="center">
          <Title order={1}>
            {t('lenderLoan.heading', {
              product: loan.product.name[language],
              alias: loan.borrowerAlias,
            })}
          </Title>
          <GradeBadge grade={loan.grade} size="lg" />
        </Group>
        <Text c="dimmed" size="sm" mt={4}>
          {t('lenderLoan.number', { id: loan.id })} · {loan.purpose}
        </Text>
      </div>
      {/* On a phone the progress and the fund form come first; wider, they stand beside the facts. */}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <LoanFacts loan={loan} />
            <CollateralFacts loan={loan} />
            <PhotoGallery
              paths={loan.bailPhotos}
              title={t('lenderLoan.photosTitle')}
              altOf={(n, total) => t('lenderLoan.photoAlt', { n, total })}
              empty={t('lenderLoan.noPhotos')}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg">
            <AgreementsPanel agreements={agreements} />
            <ProgressPanel loan={loan} />
            <AutoLendPanel loanId={loan.id} />
            <FundForm
              loan={loan}
              amount={amount}
              onAmountChange={setAmount}
              onRefused={onRefused}
              agreementsToSign={agreements.some((agreement) => agreement.canSign)}
            />
            {/* The preview is of the amount typed in the form: with no form, nothing to type. */}
            {loan.fundAction.allowed && (
              <RepaymentPreview
                amount={amount}
                interestPercent={loan.interestPercent}
                periodDays={loan.periodDays}
                paymentType={loan.paymentType}
              />
            )}
            <MyFundings loan={loan} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

function ProgressPanel({ loan }: { loan: LenderLoanPageFieldsFragment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadWithSession(
        `/api/loan/marketplace/${encodeURIComponent(loan.id)}/fact-sheet?lang=${language}`,
        `lumbung-loan-${loan.id}-${language}.pdf`,
      );
    } catch (failure) {
      notifyError(errorMessage(failure, t('common.genericError')));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Panel title={t('lenderLoan.progressTitle')}>
      <Stack gap="sm">
        <FundingProgress
          collected={loan.fundsCollected}
          target={loan.fundingTarget}
          percent={loan.fundedPercent}
          size="xl"
        />
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            {t('lenderLoan.remainingNeed')}:{' '}
            <Text span fw={700} size="sm" data-testid="remaining-need">
              {formatRupiah(loan.remainingNeed)}
            </Text>
          </Text>
          {loan.daysLeft !== null && loan.daysLeft !== undefined && (
            <Text size="sm" c="dimmed">
              {loan.daysLeft > 0
                ? t('funding.daysLeft', { count: loan.daysLeft })
                : t('funding.ended')}
            </Text>
          )}
        </Group>
        <Button variant="default" onClick={() => void download()} loading={downloading}>
          {t('lenderLoan.factSheet')}
        </Button>
      </Stack>
    </Panel>
  );
}

function LoanFacts({ loan }: { loan: LenderLoanPageFieldsFragment }) {
  const { t } = useTranslation();
  const periodText = usePeriodText();
  return (
    <Panel title={t('lenderLoan.factsTitle')}>
      <FactList
        facts={[
          { label: t('lenderLoan.grade'), value: <GradeBadge grade={loan.grade} wrap /> },
          { label: t('lenderLoan.amount'), value: formatRupiah(loan.fundingTarget) },
          {
            label: t('lenderLoan.interest'),
            value: loan.interestPercent
              ? t('funding.perYear', { percent: formatPercent(loan.interestPercent) })
              : '-',
          },
          { label: t('lenderLoan.term'), value: periodText(loan.periodDays) },
          { label: t('lenderLoan.paymentType'), value: t(`paymentTypes.${loan.paymentType}`) },
          {
            label: t('lenderLoan.fundingWindow'),
            value: t('lenderLoan.windowValue', {
              start: formatDate(loan.fundingStart),
              end: formatDate(loan.fundingEnd),
            }),
          },
          { label: t('lenderLoan.minimumFunding'), value: formatRupiah(loan.minimumFunding) },
          { label: t('lenderLoan.remainingNeed'), value: formatRupiah(loan.remainingNeed) },
          { label: t('lenderLoan.purpose'), value: loan.purpose },
          {
            label: t('lenderLoan.borrowerType'),
            value: loan.borrowerIsPersonal ? t('lenderLoan.personal') : t('lenderLoan.company'),
          },
        ]}
      />
    </Panel>
  );
}

function CollateralFacts({ loan }: { loan: LenderLoanPageFieldsFragment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const c = loan.collateral;
  const area = (value: string | null | undefined) =>
    value ? t('lenderLoan.squareMetres', { value: formatPercent(value) }) : '-';
  const place = [c.city, c.province].filter(Boolean).join(', ');
  return (
    <Panel title={t('lenderLoan.collateralTitle')}>
      <FactList
        facts={[
          { label: t('lenderLoan.collateralType'), value: c.typeLabel?.[language] ?? '-' },
          { label: t('lenderLoan.certificateType'), value: c.certificateType ?? '-' },
          {
            label: t('lenderLoan.estimatedValue'),
            value: c.estimatedValue ? formatRupiah(c.estimatedValue) : '-',
          },
          { label: t('lenderLoan.surfaceArea'), value: area(c.surfaceArea) },
          { label: t('lenderLoan.buildingArea'), value: area(c.buildingArea) },
          { label: t('lenderLoan.location'), value: place || '-' },
          {
            label: t('lenderLoan.insurance'),
            value: c.insurance ? t('lenderLoan.insured') : t('lenderLoan.notInsured'),
          },
        ]}
      />
    </Panel>
  );
}

function MyFundings({ loan }: { loan: LenderLoanPageFieldsFragment }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Panel title={t('lenderLoan.myFundingsTitle')} titleId={titleId}>
      {loan.myFundings.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('lenderLoan.myFundingsEmpty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table data-testid="my-fundings" aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('lenderLoan.time')}</Table.Th>
                <Table.Th ta="right">{t('lenderLoan.fundedAmount')}</Table.Th>
                <Table.Th>{t('lenderLoan.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loan.myFundings.map((funding) => (
                <Table.Tr key={funding.id}>
                  <Table.Td>{formatDateTime(funding.createdAt)}</Table.Td>
                  <Table.Td ta="right" style={NO_WRAP}>
                    {formatRupiah(funding.amount)}
                  </Table.Td>
                  <Table.Td>{t(`funding.statuses.${funding.status}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Panel>
  );
}

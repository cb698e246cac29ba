// Staff: one person's data for validation (issue 15), laid out as the person filled it in — the
// sections in the profile's order, each with its state, its fields in words (regions, banks and
// choices by name, files shown), the ID card beside the identity fields — and, per section, the
// decisions the section machine allows now: validate (after a confirmation) or reject with a
// reason the person then sees. A waiting change of bank data sits in the bank section.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ID_CARD } from '../../../../machines/profile/section-fields.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { formatDate } from '../../components/format.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { ReasonDialog } from '../../components/ReasonDialog.tsx';
import { ReviewFields } from '../../components/ReviewFields.tsx';
import { SectionStatusBadge } from '../../components/SectionStatusBadge.tsx';
import { StoredFile } from '../../components/StoredFile.tsx';
import { problemText, serverProblem } from '../../components/server-errors.ts';
import {
  ApplicantReviewDocument,
  type ApplicantReviewQuery,
  ApproveBankChangeDocument,
  RefuseBankChangeDocument,
  RejectProfileSectionDocument,
  ValidateProfileSectionDocument,
  WaitingApplicantsDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

type Review = ApplicantReviewQuery['applicantReview'];
type Section = Review['sections'][number];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const refetch = {
  refetchQueries: [ApplicantReviewDocument, WaitingApplicantsDocument],
  awaitRefetchQueries: true,
};

export function ApplicantReviewPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { userId = '' } = useParams();
  const { data, loading, error } = useQuery(ApplicantReviewDocument, {
    variables: { userId },
    fetchPolicy: 'cache-and-network',
  });
  const back = (
    <Anchor component={Link} to="/staff/validations" size="sm">
      {t('staffValidation.back')}
    </Anchor>
  );
  if (!data && loading) return <PageLoading />;
  if (!data) {
    const problem = serverProblem(error);
    return (
      <Stack gap="md">
        {back}
        <PageError
          message={
            problem.code === 'APPLICANT_NOT_FOUND'
              ? t('staffValidation.notFound')
              : problemText(t, problem)
          }
        />
      </Stack>
    );
  }
  const review = data.applicantReview;
  const filled = review.sections.filter((s) => s.status !== 'EMPTY');
  const empty = review.sections.filter((s) => s.status === 'EMPTY');
  const details = [
    review.email,
    t(`staffValidation.kinds.${review.kind}`),
    t(`roles.${review.role}`),
    review.phone,
  ].filter(Boolean);
  return (
    <Stack gap="lg">
      {back}
      <Stack gap={4}>
        <Title order={1}>{review.fullName}</Title>
        <Text c="dimmed">{details.join(' · ')}</Text>
      </Stack>
      {filled.map((section) => (
        <SectionCard key={section.section} review={review} section={section} />
      ))}
      {empty.length > 0 && (
        <Text c="dimmed" data-testid="review-empty-sections">
          {t('staffValidation.notFilledSections', {
            sections: empty.map((s) => s.label[language]).join(', '),
          })}
        </Text>
      )}
    </Stack>
  );
}

function SectionCard({ review, section }: { review: Review; section: Section }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const name = review.fullName;
  const label = section.label[language];
  const title = capitalised(label);
  const variables = { userId: review.userId, section: section.section };
  const [validate] = useMutation(ValidateProfileSectionDocument, refetch);
  const [reject] = useMutation(RejectProfileSectionDocument, refetch);
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [sending, setSending] = useState(false);
  const may = (action: string) =>
    section.availableActions.some((a) => a.action === action && a.allowed);

  const onValidate = async () => {
    setSending(true);
    try {
      await validate({ variables });
      setConfirming(false);
      notifySuccess(t('staffValidation.validated', { section: title, name }));
    } catch (error) {
      notifyError(problemText(t, serverProblem(error)));
    } finally {
      setSending(false);
    }
  };
  const onReject = async (reason: string) => {
    try {
      await reject({ variables: { ...variables, reason } });
      setRejecting(false);
      notifySuccess(t('staffValidation.rejected', { section: title, name }));
    } catch (error) {
      notifyError(problemText(t, serverProblem(error)));
    }
  };

  const isIdentity = section.section === ID_CARD[review.kind].identitySection;
  const idCard = isIdentity ? review.idCard : null;
  const fields = <ReviewFields fields={section.fields} />;
  let body: ReactNode = fields;
  if (isIdentity) {
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {fields}
        <Stack gap="xs" data-testid="id-card">
          <Text fw={600}>{t('staffValidation.idCard')}</Text>
          {idCard ? (
            <>
              <StoredFile
                path={idCard.path}
                alt={t('staffValidation.idCardAlt', { name })}
                width={420}
              />
              <Text size="sm" c="dimmed">
                {review.kind === 'personal'
                  ? t('staffValidation.idCardHint')
                  : t('staffValidation.idCardCompanyHint')}
              </Text>
            </>
          ) : (
            <Text c="dimmed">{t('staffValidation.idCardMissing')}</Text>
          )}
        </Stack>
      </SimpleGrid>
    );
  }

  const dates = [
    section.submittedAt
      ? t('staffValidation.sentAt', { date: formatDate(section.submittedAt) })
      : null,
    section.decidedAt
      ? t('staffValidation.decidedAt', { date: formatDate(section.decidedAt) })
      : null,
  ].filter(Boolean);

  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby={headingId}
      data-testid={`review-section-${section.section}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h3" id={headingId}>
              {title}
            </Title>
            {dates.length > 0 && (
              <Text size="xs" c="dimmed">
                {dates.join(' · ')}
              </Text>
            )}
          </Stack>
          <SectionStatusBadge
            status={section.status}
            label={section.statusLabel[language]}
            testId={`review-status-${section.section}`}
          />
        </Group>
        {section.status === 'REJECTED' && section.reason && (
          <Alert color="red" variant="light">
            {t('staffValidation.rejectionReason', { reason: section.reason })}
          </Alert>
        )}
        {body}
        {(may('reject') || may('validate')) && (
          <Group justify="flex-end">
            {may('reject') && (
              <Button
                color="red"
                variant="light"
                aria-label={t('staffValidation.rejectLabel', { section: label })}
                onClick={() => setRejecting(true)}
              >
                {t('staffValidation.reject')}
              </Button>
            )}
            {may('validate') && (
              <Button
                aria-label={t('staffValidation.validateLabel', { section: label })}
                onClick={() => setConfirming(true)}
              >
                {t('staffValidation.validate')}
              </Button>
            )}
          </Group>
        )}
        {section.section === 'bank' && review.bankChange && (
          <BankChangeBlock review={review} current={section.fields} />
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        tone="approve"
        title={t('staffValidation.confirmValidateTitle', { section: label })}
        text={t('staffValidation.confirmValidateText', { section: title, name })}
        confirmLabel={t('staffValidation.validate')}
        cancelLabel={t('staffValidation.cancel')}
        sending={sending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void onValidate()}
        // Validated, the section has no buttons left: the keyboard goes on from its heading.
        focusIfLost={() => document.getElementById(headingId)}
      />
      {rejecting && (
        <ReasonDialog
          title={t('staffValidation.confirmReject', { section: label })}
          confirm={t('staffValidation.reject')}
          onClose={() => setRejecting(false)}
          onConfirm={onReject}
        />
      )}
    </Paper>
  );
}

function BankChangeBlock({ review, current }: { review: Review; current: Section['fields'] }) {
  const { t } = useTranslation();
  const change = review.bankChange;
  const [approve] = useMutation(ApproveBankChangeDocument, refetch);
  const [refuse] = useMutation(RefuseBankChangeDocument, refetch);
  const [confirming, setConfirming] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [sending, setSending] = useState(false);
  if (!change) return null;
  const name = review.fullName;
  const may = (action: string) =>
    change.availableActions.some((a) => a.action === action && a.allowed);

  const onApprove = async () => {
    setSending(true);
    try {
      await approve({ variables: { id: change.id } });
      setConfirming(false);
      notifySuccess(t('staffValidation.approved', { name }));
    } catch (error) {
      notifyError(problemText(t, serverProblem(error)));
    } finally {
      setSending(false);
    }
  };
  const onRefuse = async (reason: string) => {
    try {
      await refuse({ variables: { id: change.id, reason } });
      setRefusing(false);
      notifySuccess(t('staffValidation.refused', { name }));
    } catch (error) {
      notifyError(problemText(t, serverProblem(error)));
    }
  };

  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-yellow-light)" data-testid="bank-change">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('staffValidation.bankChangeTitle')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('staffValidation.sentAt', { date: formatDate(change.requestedAt) })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('staffValidation.current')}
            </Text>
            <ReviewFields fields={current} />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('staffValidation.requested')}
            </Text>
            <ReviewFields fields={change.fields} />
          </Stack>
        </SimpleGrid>
        <Group justify="flex-end">
          {may('refuse') && (
            <Button color="red" variant="light" onClick={() => setRefusing(true)}>
              {t('staffValidation.refuse')}
            </Button>
          )}
          {may('approve') && (
            <Button onClick={() => setConfirming(true)}>{t('staffValidation.approve')}</Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        tone="approve"
        title={t('staffValidation.confirmApproveTitle')}
        text={t('staffValidation.confirmApproveText', { name })}
        confirmLabel={t('staffValidation.approve')}
        cancelLabel={t('staffValidation.cancel')}
        sending={sending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void onApprove()}
      />
      {refusing && (
        <ReasonDialog
          title={t('staffValidation.confirmRefuse')}
          confirm={t('staffValidation.refuse')}
          onClose={() => setRefusing(false)}
          onConfirm={onRefuse}
        />
      )}
    </Paper>
  );
}

// Staff: the validation queue (spec §1, §6 "staff validate data"): submitted personal and company
// data and documents, each validated or rejected with a reason the user then sees on their
// profile, and the bank-data change requests, approved (the new data replaces the old) or
// refused with a reason. The section machine (machines/profile) decides on the API's side.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { missingTexts } from '../../../../machines/profile/applicant.rules.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { ProfileFacts } from '../../components/ProfileFacts.tsx';
import { problemText, serverProblem } from '../../components/server-errors.ts';
import {
  ApproveBankChangeDocument,
  RefuseBankChangeDocument,
  RejectProfileSectionDocument,
  ValidateProfileSectionDocument,
  ValidationQueueDocument,
  type ValidationQueueQuery,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

type Queue = ValidationQueueQuery['validationQueue'];
type Submitted = Queue['sections'][number];
type BankChange = Queue['bankChanges'][number];

export function StaffValidationsPage() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(ValidationQueueDocument, {
    fetchPolicy: 'cache-and-network',
  });
  if (!data && loading) return <PageLoading />;
  if (!data) return <PageError message={problemText(t, serverProblem(error))} />;
  const queue = data.validationQueue;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('staffValidation.title')}</Title>
      <Title order={2}>{t('staffValidation.sectionsTitle')}</Title>
      {queue.sections.length === 0 && queue.bankChanges.length === 0 && (
        <Text data-testid="validation-empty">{t('staffValidation.empty')}</Text>
      )}
      {queue.sections.map((item) => (
        <SectionItem key={`${item.userId}:${item.section}`} item={item} />
      ))}
      <Title order={2}>{t('staffValidation.bankTitle')}</Title>
      {queue.bankChanges.map((change) => (
        <BankChangeItem key={change.id} change={change} />
      ))}
    </Stack>
  );
}

/** A reason dialog for a rejection or a refusal. */
function ReasonDialog({
  opened,
  title,
  confirm,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  confirm: string;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async () => {
    if (reason.trim() === '') {
      setError(t('staffValidation.reasonRequired'));
      return;
    }
    setSending(true);
    await onConfirm(reason.trim());
    setSending(false);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack>
        <Textarea
          label={t('staffValidation.reason')}
          withAsterisk
          autosize
          minRows={3}
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button color="red" onClick={() => void submit()} disabled={sending}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const refetch = { refetchQueries: [ValidationQueueDocument], awaitRefetchQueries: true };

function SectionItem({ item }: { item: Submitted }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [validate, validating] = useMutation(ValidateProfileSectionDocument, refetch);
  const [reject] = useMutation(RejectProfileSectionDocument, refetch);
  const [rejecting, setRejecting] = useState(false);
  const variables = { userId: item.userId, section: item.section };
  const sectionLabel = missingTexts[item.section][language];

  const onValidate = async () => {
    try {
      await validate({ variables });
      notifySuccess(t('staffValidation.validated'));
    } catch (error) {
      notifyError(problemText(t, serverProblem(error)));
    }
  };
  const onReject = async (reason: string) => {
    try {
      await reject({ variables: { ...variables, reason } });
      setRejecting(false);
      notifySuccess(t('staffValidation.rejected'));
    } catch (error) {
      notifyError(problemText(t, serverProblem(error)));
    }
  };

  return (
    <Paper withBorder p="md" data-testid={`validation-${item.email}-${item.section}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Stack gap={0}>
            <Text fw={600}>
              {item.fullName} · {item.email}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`staffValidation.kinds.${item.kind}`)} · {sectionLabel}
            </Text>
          </Stack>
          <Badge color="yellow">{new Date(item.submittedAt).toLocaleDateString('id-ID')}</Badge>
        </Group>
        <ProfileFacts data={item.data} labels={item.labels} />
        <Group justify="flex-end">
          <Button color="red" variant="light" onClick={() => setRejecting(true)}>
            {t('staffValidation.reject')}
          </Button>
          <Button onClick={() => void onValidate()} disabled={validating.loading}>
            {t('staffValidation.validate')}
          </Button>
        </Group>
      </Stack>
      <ReasonDialog
        opened={rejecting}
        title={`${t('staffValidation.confirmReject')}: ${sectionLabel}`}
        confirm={t('staffValidation.reject')}
        onClose={() => setRejecting(false)}
        onConfirm={onReject}
      />
    </Paper>
  );
}

function BankChangeItem({ change }: { change: BankChange }) {
  const { t } = useTranslation();
  const [approve, approving] = useMutation(ApproveBankChangeDocument, refetch);
  const [refuse] = useMutation(RefuseBankChangeDocument, refetch);
  const [refusing, setRefusing] = useState(false);

  const onApprove = async () => {
    try {
      await approve({ variables: { id: change.id } });
      notifySuccess(t('staffValidation.approved'));
    } catch (error) {
      notifyError(problemText(t, serverProblem(error)));
    }
  };
  const onRefuse = async (reason: string) => {
    try {
      await refuse({ variables: { id: change.id, reason } });
      setRefusing(false);
      notifySuccess(t('staffValidation.refused'));
    } catch (error) {
      notifyError(problemText(t, serverProblem(error)));
    }
  };

  return (
    <Paper withBorder p="md" data-testid={`bank-change-${change.email}`}>
      <Stack gap="sm">
        <Text fw={600}>
          {change.fullName} · {change.email}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('staffValidation.current')}
            </Text>
            <ProfileFacts data={change.current ?? null} labels={change.currentLabels} />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('staffValidation.requested')}
            </Text>
            <ProfileFacts data={change.data} labels={change.labels} />
          </Stack>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button color="red" variant="light" onClick={() => setRefusing(true)}>
            {t('staffValidation.refuse')}
          </Button>
          <Button onClick={() => void onApprove()} disabled={approving.loading}>
            {t('staffValidation.approve')}
          </Button>
        </Group>
      </Stack>
      <ReasonDialog
        opened={refusing}
        title={t('staffValidation.confirmRefuse')}
        confirm={t('staffValidation.refuse')}
        onClose={() => setRefusing(false)}
        onConfirm={onRefuse}
      />
    </Paper>
  );
}

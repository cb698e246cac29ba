// One confirmation dialog of the staff loan screen (approve bail/credit/director, approve,
// reject, cancel). It shows the application value, asks for a reason where one is needed, and
// reports the outcome in a toast.
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../components/errors.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { RupiahText } from '../../components/RupiahText.tsx';
import { type ConfirmAction, needsReason } from './staff-actions.ts';

/** Spec: the success callback runs about 200 ms after a successful approve or cancel. */
const SUCCESS_CLOSE_DELAY_MS = 200;

type ActionDialogProps = {
  action: ConfirmAction;
  opened: boolean;
  applicationValue: string;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
  /** Runs after a success, when the dialog closes: refreshes the loan. */
  onSucceeded: () => void;
};

export function ActionDialog({
  action,
  opened,
  applicationValue,
  onConfirm,
  onClose,
  onSucceeded,
}: ActionDialogProps) {
  const { t } = useTranslation();
  const withReason = needsReason(action);
  const [sending, setSending] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const close = () => {
    setReason('');
    setReasonMissing(false);
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    const trimmed = reason.trim();
    if (withReason && trimmed === '') {
      setReasonMissing(true);
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await onConfirm(trimmed);
    } catch (error) {
      notifyError(t(`dialogs.${action}.failure`));
      setSending(false);
      // Spec: a failed cancel hides the dialog; the other dialogs stay open to retry.
      if (action === 'cancel') close();
      else setFailure(errorMessage(error, t('common.genericError')));
      return;
    }
    notifySuccess(t(`dialogs.${action}.success`));
    closeTimer.current = window.setTimeout(() => {
      setSending(false);
      close();
      onSucceeded();
    }, SUCCESS_CLOSE_DELAY_MS);
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!sending) close();
      }}
      title={t(`dialogs.${action}.title`)}
      withCloseButton={false}
      closeOnClickOutside={!sending}
      closeOnEscape={!sending}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
        noValidate
      >
        <Stack gap="md">
          <Text>
            {t(`dialogs.${action}.text`)} <RupiahText value={applicationValue} />
          </Text>
          {withReason && (
            <Textarea
              label={t('dialogs.reason')}
              withAsterisk
              aria-required
              autosize
              minRows={3}
              data-autofocus
              value={reason}
              disabled={sending}
              error={reasonMissing ? t('validation.required') : undefined}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                if (event.currentTarget.value.trim() !== '') setReasonMissing(false);
              }}
            />
          )}
          {failure && (
            <Alert color="red" variant="light">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={sending}>
              {t('common.close')}
            </Button>
            <Button
              type="submit"
              color={action === 'reject' || action === 'cancel' ? 'red' : undefined}
              disabled={sending}
            >
              {sending ? t(`dialogs.${action}.sending`) : t(`dialogs.${action}.confirm`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type InfoDialogProps = { opened: boolean; onClose: () => void };

/** Approve disbursement: the API has no mutation for it yet, so the dialog only says so. */
export function ApproveDisbursementDialog({ opened, onClose }: InfoDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('dialogs.approveDisbursement.title')}
      withCloseButton={false}
      centered
    >
      <Stack gap="md">
        <Text>{t('dialogs.approveDisbursement.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

// A reason for a rejection or a refusal, asked in a dialog: required, trimmed, and read by the
// person it concerns (a profile section's owner, a lender whose tax declaration was refused).
// One dialog for every staff refusal that takes a reason.
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutosizeTextarea } from './AutosizeTextarea.tsx';

export function ReasonDialog({
  title,
  confirm,
  label,
  description,
  onClose,
  onConfirm,
}: {
  title: string;
  /** The refusing button's words. */
  confirm: string;
  /** The reason field's label and hint (default: staff validation's). */
  label?: string;
  description?: string;
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
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('staffValidation.cancel') }}
    >
      <Stack>
        <AutosizeTextarea
          label={label ?? t('staffValidation.reason')}
          description={description ?? t('staffValidation.reasonHint')}
          withAsterisk
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
          <Button variant="default" onClick={onClose} disabled={sending}>
            {t('staffValidation.cancel')}
          </Button>
          <Button color="red" onClick={() => void submit()} loading={sending}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

// A question before an act that cannot be undone from here (deleting a file or a photo, leaving
// with unsaved changes, validating someone's data, approving a wallet): the act's own words on
// the confirm button, never a bare "OK". Destructive acts confirm in red; approvals in the
// theme's colour. While the act is sent the confirm button spins and nothing else can be pressed.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ConfirmDialog({
  opened,
  title,
  text,
  confirmLabel,
  onConfirm,
  onCancel,
  tone = 'danger',
  cancelLabel,
  sending = false,
  children,
}: {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  tone?: 'danger' | 'approve';
  cancelLabel?: string;
  sending?: boolean;
  /** More to read before deciding (what is being approved). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={sending ? () => {} : onCancel}
      title={title}
      withCloseButton={false}
      centered
    >
      <Stack gap="md">
        <Text>{text}</Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={sending} data-autofocus>
            {cancelLabel ?? t('borrowerFlow.keep')}
          </Button>
          <Button
            color={tone === 'danger' ? 'red' : undefined}
            onClick={onConfirm}
            loading={sending}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

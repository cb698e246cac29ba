// A question before an act that cannot be undone from here (deleting a file or a photo, leaving
// with unsaved changes, validating someone's data, approving a wallet): the act's own words on
// the confirm button, never a bare "OK". Destructive acts confirm in red; approvals in the
// theme's colour. While the act is sent the confirm button spins and nothing else can be pressed.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusHeading } from './focus-keeper.ts';

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
  focusIfLost,
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
  /**
   * Where focus goes once the dialog has closed, if it found nowhere to return (the act removed
   * the button that opened it: a deleted photo's row): the section's heading, say. Without it the
   * keyboard started again at the top of the page.
   */
  focusIfLost?: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={sending ? () => {} : onCancel}
      title={title}
      withCloseButton={false}
      centered
      onExitTransitionEnd={() => {
        const active = document.activeElement;
        if (focusIfLost && (!active || active === document.body || !active.isConnected)) {
          focusHeading(focusIfLost());
        }
      }}
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

// A question before an act that cannot be undone from here (deleting a file or a photo, leaving
// with unsaved changes, validating someone's data, approving a wallet): the act's own words on
// the confirm button, never a bare "OK". Destructive acts confirm in red; approvals in the
// theme's colour. While the act is sent the confirm button spins and nothing else can be pressed.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusHeading, MAIN_REGION_ID } from './focus-keeper.ts';

/** Focus is nowhere, or on the main region: the focus keeper's last resort (focus-keeper.ts). */
const focusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || active.id === MAIN_REGION_ID;
};

/** How long the dialog's opener is followed once closed: its act's answer may remove it later. */
const FOLLOW_MS = 5000;

/**
 * Once the dialog has closed: if focus is lost, or the opener it went back to is removed a moment
 * later (the act's answer re-rendered its section without it) and focus with it, focus goes to
 * the place given. Focus the person moved elsewhere meanwhile is left where it is.
 */
function followOpener(fallback: () => HTMLElement | null) {
  if (focusLost()) {
    focusHeading(fallback());
    return;
  }
  const opener = document.activeElement;
  const started = Date.now();
  const timer = window.setInterval(() => {
    const moved = document.activeElement !== opener && !focusLost();
    if (moved || Date.now() - started > FOLLOW_MS) {
      window.clearInterval(timer);
    } else if (!opener?.isConnected && focusLost()) {
      window.clearInterval(timer);
      focusHeading(fallback());
    }
  }, 50);
}

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
        if (focusIfLost) followOpener(focusIfLost);
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

// A question before an act that cannot be undone from here (deleting a file or a photo, leaving
// with unsaved changes): the act's own words on the confirm button, never a bare "OK".
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ConfirmDialog({
  opened,
  title,
  text,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} withCloseButton={false} centered>
      <Stack gap="md">
        <Text>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t('borrowerFlow.keep')}
          </Button>
          <Button color="red" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

// The bail photo component (spec §2, §4 "Bail photo step", §5), driven by machines/bail-photos:
// an upload control, the table of photos with view (new tab) and delete, a large preview,
// Back, Save and Next. Save is disabled with no photos or read-only; Next is hidden when next
// is disabled; read-only hides upload and delete. Load and save failures are silent.
import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useActor } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bailPhotosMachine } from '../../../../machines/bail-photos/bail-photos.machine.ts';
import {
  canEditPhotos,
  canGoNext,
  canSave,
  isNextVisible,
  isSending,
} from '../../../../machines/bail-photos/bail-photos.selectors.ts';
import { LoanBailPhotosDocument, SaveLoanBailPhotosDocument } from '../../generated/graphql.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { FileUploader } from '../FileUploader.tsx';
import { displayNameOf, openFileInNewTab } from '../file-service.ts';
import { notifyError } from '../notify.ts';
import { StoredImage } from '../StoredImage.tsx';

type BailPhotosProps = {
  loanId: number | undefined;
  readOnly: boolean;
  nextDisabled?: boolean;
  /** Labels of the step's buttons: Next may submit the application (step 3 of the form). */
  nextLabel?: string;
  /** The step around it is sending: Back and Next wait. */
  busy?: boolean;
  onNext: () => void;
  onBack: () => void;
};

export function BailPhotos({
  loanId,
  readOnly,
  nextDisabled = false,
  nextLabel,
  busy = false,
  onNext,
  onBack,
}: BailPhotosProps) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [preview, setPreview] = useState<{ path: string; n: number } | null>(null);
  // What the server holds, to mark the list unsaved when it differs (a failed save).
  const [savedPhotos, setSavedPhotos] = useState<readonly string[]>([]);
  const [deleting, setDeleting] = useState<{ path: string; n: number } | null>(null);
  const callbacks = useRef({ onNext, onBack });
  const titleRef = useRef<HTMLHeadingElement>(null);
  callbacks.current = { onNext, onBack };

  const [snapshot, send] = useActor(
    bailPhotosMachine.provide({
      actions: {
        loadPhotos: ({ self }, { loanId: id }) => {
          client
            .query({
              query: LoanBailPhotosDocument,
              variables: { id: String(id) },
              fetchPolicy: 'network-only',
            })
            .then(({ data }) => {
              const loaded = [...(data?.loan?.bailPhotos ?? [])];
              setSavedPhotos(loaded);
              self.send({ type: 'photos.loaded', photos: loaded });
            })
            .catch(() => self.send({ type: 'photos.loadFailed' }));
        },
        savePhotos: ({ self }, { loanId: id, photos }) => {
          client
            .mutate({ mutation: SaveLoanBailPhotosDocument, variables: { id: String(id), photos } })
            .then(() => {
              setSavedPhotos([...photos]);
              self.send({ type: 'photos.saved' });
            })
            .catch(() => {
              // A failed save says so (issue 14): the photos stay listed, marked unsaved.
              notifyError(t('borrowerFlow.photosSaveFailed'));
              self.send({ type: 'photos.saveFailed' });
            });
        },
        goNext: () => callbacks.current.onNext(),
        goBack: () => callbacks.current.onBack(),
        callFinished: () => callbacks.current.onNext(),
      },
    }),
    { input: { readOnly, nextDisabled } },
  );

  useEffect(() => {
    send({ type: 'loan.changed', loanId });
  }, [loanId, send]);

  const photos = snapshot.context.photos;
  const unsaved =
    photos.length !== savedPhotos.length || photos.some((path, i) => path !== savedPhotos[i]);
  const editable = canEditPhotos(snapshot);
  const sending = isSending(snapshot);

  return (
    <Stack gap="sm" component="section" aria-label={t('bailPhotos.title')}>
      <Title order={3} size="h5" ref={titleRef}>
        {t('bailPhotos.title')}
      </Title>
      {editable && (
        <FileUploader
          label={t('bailPhotos.upload')}
          accept="image"
          value={null}
          disabled={sending}
          // An uploaded photo is saved at once (issue 14: no separate "Simpan Foto" to forget).
          onChange={(path) => {
            send({ type: 'photo.added', path });
            send({ type: 'photos.save' });
          }}
        />
      )}
      {photos.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('bailPhotos.empty')}
        </Text>
      ) : (
        <Table aria-label={t('bailPhotos.tableLabel')} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('bailPhotos.photo')}</Table.Th>
              <Table.Th scope="col">{t('bailPhotos.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {photos.map((path, index) => (
              <Table.Tr key={path}>
                <Table.Td>
                  <Group gap="sm">
                    <UnstyledButton
                      onClick={() => setPreview({ path, n: index + 1 })}
                      aria-label={t('bailPhotos.preview', { n: index + 1 })}
                    >
                      <StoredImage path={path} alt={displayNameOf(path)} height={48} />
                    </UnstyledButton>
                    <Text size="sm">{displayNameOf(path)}</Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="subtle"
                      aria-label={t('bailPhotos.viewPhoto', { n: index + 1 })}
                      onClick={() => openFileInNewTab(path)}
                    >
                      {t('bailPhotos.view')}
                    </Button>
                    {editable && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        disabled={sending}
                        aria-label={t('bailPhotos.deletePhoto', { n: index + 1 })}
                        onClick={() => setDeleting({ path, n: index + 1 })}
                      >
                        {t('bailPhotos.delete')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editable && unsaved && (
        <Text size="sm" c="red.8" role="status">
          {t('borrowerFlow.photosUnsaved')}
        </Text>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('borrowerFlow.deletePhoto.title')}
        text={t('borrowerFlow.deletePhoto.text', { n: deleting?.n ?? 0 })}
        confirmLabel={t('borrowerFlow.deletePhoto.confirm')}
        onCancel={() => setDeleting(null)}
        // The deleted photo's row, and its button, are gone: the keyboard goes on from here.
        focusIfLost={() => titleRef.current}
        onConfirm={() => {
          if (deleting) {
            send({ type: 'photo.removed', path: deleting.path });
            // Saved at once while photos remain (a save needs at least one).
            send({ type: 'photos.save' });
          }
          setDeleting(null);
        }}
      />
      <Group justify="space-between">
        <Button
          variant="default"
          disabled={sending || busy}
          onClick={() => send({ type: 'step.back' })}
        >
          {t('bailPhotos.back')}
        </Button>
        <Group gap="sm">
          <Button
            variant="light"
            disabled={!canSave(snapshot)}
            onClick={() => send({ type: 'photos.save' })}
          >
            {snapshot.matches({ editing: 'saving' })
              ? t('bailPhotos.saving')
              : t('bailPhotos.save')}
          </Button>
          {isNextVisible(snapshot) && (
            <Button
              disabled={busy || !canGoNext(snapshot)}
              onClick={() => send({ type: 'step.next' })}
            >
              {nextLabel ?? t('bailPhotos.next')}
            </Button>
          )}
        </Group>
      </Group>
      <Modal
        opened={preview !== null}
        onClose={() => setPreview(null)}
        title={t('bailPhotos.image')}
        size="xl"
      >
        {preview && (
          <Stack gap="sm">
            <StoredImage path={preview.path} alt={displayNameOf(preview.path)} height={480} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPreview(null)}>
                {t('common.close')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

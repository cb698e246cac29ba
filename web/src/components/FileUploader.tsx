// The file uploader of spec §2, driven by machines/upload: a size hint, the error under the field
// (wrong type, too large, required), the input disabled with 'SENDING' and a spinner while a file
// is sent, upload-started and upload-ended signals, the clear flag that resets the input after
// each upload (dropping 100 ms later), a 'view file' link that opens the file in a new window,
// and for images a preview modal titled 'Image' with Close. General on purpose: image-only or
// image + PDF, any byte limit, the path as value, onChange(path); optionally a remove link
// (onRemove) and no input at all when read-only (readOnly), as the loan application uses it.
import {
  Anchor,
  Button,
  Group,
  Image,
  Input,
  Loader,
  Modal,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadMachine } from '../../../machines/upload/upload.machine.ts';
import {
  acceptAttribute,
  errorMessage,
  isSending,
  sizeHint,
} from '../../../machines/upload/upload.selectors.ts';
import { MAX_UPLOAD_BYTES, type UploadAccept } from '../../../machines/upload/upload.types.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import {
  displayNameOf,
  fileObjectUrl,
  isImagePath,
  openFileInNewTab,
  UploadError,
  uploadFile,
} from './file-service.ts';

export type FileUploaderProps = {
  label: string;
  /** 'image': jpeg, jpg, png; 'document': also pdf. */
  accept: UploadAccept;
  /** Default 5,000,000 bytes (spec §9); 2,000,000 for the 2 MB place. */
  maxBytes?: number;
  required?: boolean;
  /** The stored file's path (`/file/<name>`), or null. */
  value: string | null;
  onChange: (path: string) => void;
  onUploadStarted?: () => void;
  onUploadEnded?: () => void;
  /** Increase it to validate the field (the enclosing form's submit): shows REQUIRED if empty. */
  validateSignal?: number;
  disabled?: boolean;
  /** An error the enclosing form found (shown when the uploader has none of its own). */
  error?: string | undefined;
  /** Offers a remove link beside the file (when not disabled); the form clears its value. */
  onRemove?: () => void;
  /** Read-only: the file's links only, no input (a '-' when there is no file). */
  readOnly?: boolean;
};

export function FileUploader(props: FileUploaderProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const callbacks = useRef(props);
  callbacks.current = props;
  const chosen = useRef<File | null>(null);
  const timers = useRef<number[]>([]);
  // The clear flag's reset: a new input element (an empty one) each time the flag rises.
  const [inputKey, setInputKey] = useState(0);

  const actor = useActorRef(
    uploadMachine.provide({
      actions: {
        uploadFile: ({ self }) => {
          const file = chosen.current;
          if (!file) return;
          const { accept, maxBytes = MAX_UPLOAD_BYTES } = callbacks.current;
          uploadFile(file, { accept, maxBytes }).then(
            (path) => self.send({ type: 'upload.succeeded', path }),
            // A failed upload says so (issue 14): the server's refusal code picks the message.
            (error: unknown) =>
              self.send({
                type: 'upload.failed',
                ...(error instanceof UploadError ? { code: error.code } : {}),
              }),
          );
        },
        signalUploadStarted: () => callbacks.current.onUploadStarted?.(),
        signalUploadEnded: () => callbacks.current.onUploadEnded?.(),
        changeValue: (_, { path }) => callbacks.current.onChange(path),
        // The clear flag rises after every upload, also while it is still up from the one
        // before: a new (empty) input element each time, and the flag drops 100 ms after the last.
        startTimer: ({ self }, { delayMs }) => {
          setInputKey((key) => key + 1);
          for (const id of timers.current) window.clearTimeout(id);
          timers.current = [window.setTimeout(() => self.send({ type: 'timer.elapsed' }), delayMs)];
        },
      },
    }),
    {
      input: {
        accept: props.accept,
        maxBytes: props.maxBytes ?? MAX_UPLOAD_BYTES,
        required: props.required ?? false,
        path: props.value,
      },
    },
  );
  useEffect(
    () => () => {
      for (const id of timers.current) window.clearTimeout(id);
    },
    [],
  );

  const sending = useSelector(actor, isSending);
  const error = useSelector(actor, errorMessage);
  const hint = useSelector(actor, sizeHint);
  const accept = useSelector(actor, acceptAttribute);

  // The form validates: the machine answers REQUIRED for an empty required field.
  const validateSignal = props.validateSignal ?? 0;
  useEffect(() => {
    if (validateSignal > 0) actor.send({ type: 'form.validate' });
  }, [validateSignal, actor]);

  // The form sets the value itself (loaded later, removed): tell the machine, so that REQUIRED
  // answers what the form holds.
  useEffect(() => {
    if (actor.getSnapshot().context.path !== props.value) {
      actor.send({ type: 'value.changed', path: props.value });
    }
  }, [props.value, actor]);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    chosen.current = file;
    actor.send({
      type: 'file.selected',
      file: { name: file.name, mimeType: file.type, sizeBytes: file.size },
    });
  };

  const path = props.value;
  const errorText = error
    ? error.key === 'UPLOAD_FAILED'
      ? t('borrowerFlow.uploadFailed')
      : t(`uploader.${error.key}`, error.params)
    : props.error;
  const hintText = t(`uploader.${hint.key}`, hint.params);

  return (
    <Input.Wrapper
      label={props.label}
      withAsterisk={props.required ?? false}
      description={props.readOnly ? undefined : hintText}
      error={errorText}
      labelProps={{ htmlFor: inputId }}
    >
      <Stack gap={4} mt={4}>
        {props.readOnly && !path && <Text size="sm">-</Text>}
        {!props.readOnly && (
          <Group gap="xs" wrap="nowrap">
            <input
              key={inputKey}
              id={inputId}
              type="file"
              // A browser's file button and its "no file chosen" words are wider than a 375 px
              // phone's form: the input shrinks with it rather than widening the page.
              style={{ minWidth: 0, maxWidth: '100%' }}
              accept={accept}
              disabled={sending || props.disabled}
              aria-invalid={errorText ? true : undefined}
              onChange={(event) => onFile(event.currentTarget.files?.[0])}
            />
            {sending && (
              <Group gap={4} wrap="nowrap" data-testid="uploader-sending">
                {/* Spec §9: the uploader's spinner is 5px. */}
                <Loader size={5} />
                <Text size="sm" fw={600}>
                  {t('uploader.sending')}
                </Text>
              </Group>
            )}
          </Group>
        )}
        {path && (
          <FileLinks
            path={path}
            label={props.label}
            onRemove={props.disabled || props.readOnly || sending ? undefined : props.onRemove}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}

/** 'view file' in a new window, for images a preview in a modal titled 'Image', and remove. */
function FileLinks({
  path,
  label,
  onRemove,
}: {
  path: string;
  label: string;
  onRemove?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);

  // The file is served only with the session's token: read it, then show its object URL.
  const openPreview = async () => {
    const { url } = await fileObjectUrl(path);
    setPreview(url);
  };
  const closePreview = () => {
    if (preview) URL.revokeObjectURL(preview);
    setPreview(null);
  };

  const [confirming, setConfirming] = useState(false);
  return (
    <Group gap="md">
      <Text size="sm" fw={500}>
        {displayNameOf(path)}
      </Text>
      <Anchor component="button" type="button" size="sm" onClick={() => openFileInNewTab(path)}>
        {t('uploader.viewFile')}
        <VisuallyHidden>{t('uploader.newWindow')}</VisuallyHidden>
      </Anchor>
      {isImagePath(path) && (
        <Anchor component="button" type="button" size="sm" onClick={() => void openPreview()}>
          {t('uploader.preview')}
        </Anchor>
      )}
      {onRemove && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          c="red"
          onClick={() => setConfirming(true)}
        >
          {t('uploader.remove')}
          <VisuallyHidden>: {label}</VisuallyHidden>
        </Anchor>
      )}
      {/* Deleting asks first (issue 14). */}
      <ConfirmDialog
        opened={confirming}
        title={t('borrowerFlow.deleteFile.title')}
        text={t('borrowerFlow.deleteFile.text', { name: displayNameOf(path) })}
        confirmLabel={t('borrowerFlow.deleteFile.confirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onRemove?.();
        }}
      />
      <Modal
        opened={preview !== null}
        onClose={closePreview}
        title={t('uploader.imageTitle')}
        withCloseButton={false}
      >
        <Stack>
          {preview && <Image src={preview} alt={t('uploader.imageTitle')} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={closePreview}>
              {t('common.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}

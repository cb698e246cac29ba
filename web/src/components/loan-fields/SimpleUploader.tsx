// A small file input for the loan fields: uploads at once to /file/upload and keeps the path.
// While sending the input is disabled and reads 'SENDING' with a spinner; a refused file shows
// the service's message. (Stand-in for the full FileUploader of spec §2: same props idea —
// value, onChange, disabled — so it can be swapped.)
import { Anchor, Button, FileButton, Group, Input, Loader, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fileNameOf,
  openFileInNewTab,
  UploadError,
  type UploadKind,
  uploadFile,
} from './file-access.ts';

type SimpleUploaderProps = {
  label: string;
  value: string | null;
  onChange: (path: string | null) => void;
  disabled?: boolean;
  kind?: UploadKind;
  required?: boolean;
  error?: string | undefined;
  /** Called when an upload starts and ends (spec §2: the uploader signals both). */
  onSendingChange?: (sending: boolean) => void;
};

const UPLOAD_CODES = [
  'FILE_MAX_5MB',
  'FILE_MAX_5MB_IMAGE',
  'UPLOAD_ONLY_JPD_FILES',
  'UPLOAD_ONLY_IMG_FILES',
  'MAX_UPLOAD_5MB',
  'REQUIRED',
] as const;
type UploadCode = (typeof UPLOAD_CODES)[number];
const isUploadCode = (code: string): code is UploadCode =>
  UPLOAD_CODES.some((known) => known === code);

export function SimpleUploader({
  label,
  value,
  onChange,
  disabled = false,
  kind = 'document',
  required = false,
  error,
  onSendingChange,
}: SimpleUploaderProps) {
  const { t } = useTranslation();
  const id = useId();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    setSending(true);
    setFailure(null);
    onSendingChange?.(true);
    try {
      onChange(await uploadFile(file, kind));
    } catch (caught) {
      const code = caught instanceof UploadError ? caught.code : '';
      setFailure(isUploadCode(code) ? t(`loanUploader.errors.${code}`) : t('loanUploader.failed'));
    } finally {
      setSending(false);
      onSendingChange?.(false);
    }
  };

  return (
    <Input.Wrapper
      label={label}
      withAsterisk={required}
      description={kind === 'image' ? t('loanUploader.imageHint') : t('loanUploader.sizeHint')}
      error={failure ?? error}
      id={id}
    >
      <Group gap="sm" mt={4}>
        {!disabled && (
          <FileButton
            onChange={(file) => void upload(file)}
            accept={
              kind === 'image' ? 'image/png,image/jpeg' : 'image/png,image/jpeg,application/pdf'
            }
            disabled={sending}
            inputProps={{ 'aria-label': label }}
          >
            {(props) => (
              <Button {...props} variant="default" size="xs" disabled={sending} id={id}>
                {sending ? (
                  <Group gap={6}>
                    <Loader size={10} />
                    {t('loanUploader.sending')}
                  </Group>
                ) : (
                  t('loanUploader.choose')
                )}
              </Button>
            )}
          </FileButton>
        )}
        {value ? (
          <Group gap="xs">
            <Text size="sm">{fileNameOf(value)}</Text>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => openFileInNewTab(value)}
            >
              {t('loanUploader.viewFile')}
            </Anchor>
            {!disabled && (
              <Anchor
                component="button"
                type="button"
                size="sm"
                c="red"
                onClick={() => onChange(null)}
              >
                {t('loanUploader.remove')}
              </Anchor>
            )}
          </Group>
        ) : (
          disabled && <Text size="sm">-</Text>
        )}
      </Group>
    </Input.Wrapper>
  );
}

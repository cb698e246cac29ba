// A stored file as staff review it (a person's documents, a lender's ID card): an image is shown (fetched with the session's token, as the
// file service serves its owner and staff only), anything else — a PDF — is a link that opens it.
import { Anchor, Image, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileObjectUrl } from './file-service.ts';

type Loaded = { url: string; type: string } | 'failed' | null;

export function StoredFile({ path, alt, width }: { path: string; alt: string; width: number }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<Loaded>(null);

  useEffect(() => {
    let url: string | null = null;
    let live = true;
    fileObjectUrl(path).then(
      (loaded) => {
        url = loaded.url;
        if (live) setFile(loaded);
        else URL.revokeObjectURL(loaded.url);
      },
      () => live && setFile('failed'),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);

  if (file === 'failed') return <Text c="red">{t('words.fileUnreadable')}</Text>;
  if (file === null) return <Text c="dimmed">{t('common.loading')}</Text>;
  const open = (
    <Anchor href={file.url} target="_blank" rel="noopener">
      {t('uploader.viewFile')}
    </Anchor>
  );
  if (!file.type.startsWith('image/')) return open;
  return (
    <Anchor href={file.url} target="_blank" rel="noopener" aria-label={alt} display="block">
      <Image src={file.url} alt={alt} w={width} maw="100%" radius="sm" fit="contain" />
    </Anchor>
  );
}

// An image stored behind the session (/file/<name>, served to its owner and staff only): read
// with the token into an object URL, revoked when the image goes.
import { Image, type ImageProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { fileObjectUrl } from './file-service.ts';

type StoredImageProps = {
  path: string;
  /** Words for the picture, in the screen's language. */
  alt: string;
  height?: ImageProps['h'];
  width?: ImageProps['w'];
  fit?: ImageProps['fit'];
};

export function StoredImage({
  path,
  alt,
  height,
  width = 'auto',
  fit = 'contain',
}: StoredImageProps) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    fileObjectUrl(path)
      .then(({ url: made }) => {
        objectUrl = made;
        if (live) setUrl(made);
        else URL.revokeObjectURL(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return <Image src={url} alt={alt} h={height} w={width} fit={fit} radius="sm" />;
}

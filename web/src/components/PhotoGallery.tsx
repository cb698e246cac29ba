// A gallery of stored photos (issue 15: the collateral beside its data): a large preview of the
// chosen photo and a row of thumbnails. Keyboard: Tab reaches the thumbnails (the chosen one),
// the arrow keys, Home and End choose another, and the preview follows; Previous and Next do the
// same with a pointer. Every picture has words in the screen's language ("Foto jaminan 1 dari
// 2"); the full-size file opens in a new window.
import { Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openFileInNewTab } from './file-service.ts';
import { StoredImage } from './StoredImage.tsx';

type PhotoGalleryProps = {
  /** The photos' stored paths, in the order shown. */
  paths: readonly string[];
  title: string;
  /** Words for photo `n` of `total`, in the screen's language. */
  altOf: (n: number, total: number) => string;
  empty: string;
};

export function PhotoGallery({ paths, title, altOf, empty }: PhotoGalleryProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [chosen, setChosen] = useState(0);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const total = paths.length;
  const index = Math.min(chosen, Math.max(total - 1, 0));
  const current = paths[index];

  const choose = (next: number, focus: boolean) => {
    const wrapped = (next + total) % total;
    setChosen(wrapped);
    if (focus) thumbs.current[wrapped]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: total - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next, true);
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="photo-gallery"
    >
      <Title order={3} size="h5" mb="sm" id={titleId}>
        {title}
      </Title>
      {current === undefined ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap="sm">
          <figure style={{ margin: 0 }}>
            <StoredImage path={current} alt={altOf(index + 1, total)} height={320} width="100%" />
            <Text component="figcaption" size="sm" c="dimmed" ta="center" mt={4} aria-live="polite">
              {altOf(index + 1, total)}
            </Text>
          </figure>
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                disabled={total < 2}
                onClick={() => choose(index - 1, false)}
              >
                {t('evidence.previous')}
              </Button>
              <Button
                variant="default"
                size="xs"
                disabled={total < 2}
                onClick={() => choose(index + 1, false)}
              >
                {t('evidence.next')}
              </Button>
            </Group>
            <Button variant="subtle" size="xs" onClick={() => openFileInNewTab(current)}>
              {t('evidence.openFull')}
            </Button>
          </Group>
          {/* One tab stop for the row; the arrow keys move within it. */}
          <div
            role="toolbar"
            aria-label={t('evidence.thumbnails')}
            aria-orientation="horizontal"
            onKeyDown={onKeyDown}
          >
            <Group gap="xs">
              {paths.map((path, i) => (
                <UnstyledButton
                  key={path}
                  ref={(element) => {
                    thumbs.current[i] = element;
                  }}
                  tabIndex={i === index ? 0 : -1}
                  aria-pressed={i === index}
                  onClick={() => choose(i, false)}
                  style={{
                    borderRadius: 6,
                    outlineOffset: 2,
                    border: `2px solid ${i === index ? 'var(--mantine-color-blue-6)' : 'transparent'}`,
                  }}
                >
                  <StoredImage
                    path={path}
                    alt={altOf(i + 1, total)}
                    height={64}
                    width={96}
                    fit="cover"
                  />
                </UnstyledButton>
              ))}
            </Group>
          </div>
        </Stack>
      )}
    </Paper>
  );
}

// A Textarea that grows with its text, at least `minRows` rows high. Where the browser sizes a
// field to its content itself (CSS `field-sizing: content`, Chromium 123 on), that is what does
// it: Mantine's `autosize` measures each textarea in script through a hidden copy (a forced style
// and layout per field, on mount and on every change), which made the staff loan tabs' first
// render tens of milliseconds longer. Elsewhere Mantine's `autosize` does it as before. Every
// growing textarea of the client is this one.
import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties, Ref } from 'react';
import './autosize-textarea.css';

const SIZED_BY_BROWSER =
  typeof CSS !== 'undefined' &&
  typeof CSS.supports === 'function' &&
  CSS.supports('field-sizing', 'content');

type AutosizeTextareaProps = Omit<
  TextareaProps,
  'autosize' | 'maxRows' | 'classNames' | 'styles'
> & {
  ref?: Ref<HTMLTextAreaElement>;
};

export function AutosizeTextarea({ minRows = 1, ...props }: AutosizeTextareaProps) {
  if (!SIZED_BY_BROWSER) return <Textarea autosize minRows={minRows} {...props} />;
  return (
    <Textarea
      {...props}
      rows={minRows}
      data-no-overflow
      classNames={{ input: 'lumbung-autosize' }}
      styles={{ input: { '--autosize-rows': minRows } as CSSProperties }}
    />
  );
}

// Mantine's `useId` (@mantine/hooks 9) starts from React's id, then replaces it with a random one
// in a layout effect: a second, synchronous render of every component that uses it (inputs,
// modals, tabs, menus…) right after it mounts, in the same task as the commit. The build resolves
// @mantine/hooks' own import of its `use-id` module here instead (vite.config.ts,
// `mantineUseId`): React's id as it is, stable from the first render and unique in the page, so
// no second render. A given id (`staticId`) wins, as in Mantine's.
import { useId as useReactId } from 'react';

export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  // React's ids (`_r_1_`, `«r1»` or `:r1:` by version) with only letters, digits, `_` and `-`,
  // so that they stay valid in a CSS selector as Mantine's were.
  return `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}

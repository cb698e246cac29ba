// A component whose code is loaded on demand, which renders as a plain component once its code is
// in: it suspends (and its Suspense boundary shows the fallback) only when rendered before that.
// React reveals a boundary's content no sooner than 300 ms after the boundary showed a fallback,
// so a part loaded first and rendered after (the first screen, a dialog asked for at the first
// sign of intent) shows at once instead of 300 ms late.
import { type ComponentType, createElement, lazy } from 'react';

export function lazyOnceLoaded<Props extends object>(
  loadComponent: () => Promise<ComponentType<Props>>,
): { Component: ComponentType<Props>; load: () => Promise<ComponentType<Props>> } {
  let loaded: ComponentType<Props> | undefined;
  const load = async () => {
    loaded ??= await loadComponent();
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await load() }));
  const Component = (props: Props) => createElement(loaded ?? Lazy, props);
  return { Component, load };
}

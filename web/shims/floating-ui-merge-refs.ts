// Mantine's ScrollArea (inside every Modal, so in every signed-in route's frame) imports one hook
// from @floating-ui/react, a single 15 KB (gzip) module that the popovers need whole. The build
// resolves that one import here instead (vite.config.ts, `scrollAreaMergeRefs`), so only the
// screens with a popover download floating-ui. The hook is floating-ui's own `useMergeRefs`
// (@floating-ui/react 0.27, MIT, Floating UI contributors), unchanged; should Mantine's ScrollArea
// ever import anything else from it, the build fails on the missing export.
import { type Ref, type RefCallback, useCallback, useMemo, useRef } from 'react';

type Cleanup = () => void;

export function useMergeRefs<Instance>(
  refs: Array<Ref<Instance> | undefined>,
): RefCallback<Instance> | null {
  const cleanupRef = useRef<Cleanup | undefined>(undefined);
  const refEffect = useCallback(
    (instance: Instance) => {
      const cleanups = refs.map((ref) => {
        if (ref == null) return undefined;
        if (typeof ref === 'function') {
          const refCallback = ref;
          const refCleanup = refCallback(instance);
          return typeof refCleanup === 'function' ? refCleanup : () => void refCallback(null);
        }
        (ref as { current: Instance | null }).current = instance;
        return () => {
          (ref as { current: Instance | null }).current = null;
        };
      });
      return () => {
        for (const refCleanup of cleanups) refCleanup?.();
      };
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are the dependencies, as in the original.
    refs,
  );
  return useMemo(
    () => {
      if (refs.every((ref) => ref == null)) return null;
      return (value: Instance | null) => {
        if (cleanupRef.current) {
          cleanupRef.current();
          cleanupRef.current = undefined;
        }
        if (value != null) cleanupRef.current = refEffect(value);
      };
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: as above.
    refs,
  );
}

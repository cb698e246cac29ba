// A page's choice kept in the address (filters, sort, tabs), with Back and a refresh keeping it.
// A change builds on the newest choice asked for, not on the address the page last rendered: two
// changes before the page renders again (a chip, then a select, on a busy phone) both stay. React
// Router's own function form of setSearchParams reads the rendered address, and lost the first.
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export function useSearchChoice(): [
  URLSearchParams,
  (build: (current: URLSearchParams) => URLSearchParams) => void,
] {
  const [params, setParams] = useSearchParams();
  const asked = useRef(params);
  useLayoutEffect(() => {
    asked.current = params;
  }, [params]);
  const change = useCallback(
    (build: (current: URLSearchParams) => URLSearchParams) => {
      const next = build(new URLSearchParams(asked.current));
      asked.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return [params, change];
}

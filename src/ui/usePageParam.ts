import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's page lives in the address as ?page=2 (one-based; page 1 leaves it out), so a reload,
 * the back button and a shared link keep it. Returns the zero-based page the Pager uses.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(parsed) && parsed > 1 ? parsed - 1 : 0;
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 0) updated.set('page', String(next + 1));
          else updated.delete('page');
          return updated;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return [page, setPage];
}

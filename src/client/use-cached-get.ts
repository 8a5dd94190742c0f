/**
 * GET an API path for a members page, remembering the last answer of each path for as long as the
 * page's JavaScript lives (the client router keeps it across /cont pages): coming back to a page
 * shows the last answer at once while a fresh one loads. `null` as path asks for nothing.
 * Failures are silent (spec §8) apart from the `failed` flag; a 401 logs out in src/client/api.ts.
 * `reload()` asks again (after a change the page made). On a first visit the dashboard's summary
 * was asked for by the head's early script (issue #21): its answer is taken instead of a new request.
 */
import { useCallback, useEffect, useState } from 'react';
import { onStoreReset } from '../stores/reset.ts';
import { api } from './api.ts';
import { peekEarly, takeEarly } from './early-get.ts';

const answers = new Map<string, unknown>();
onStoreReset(() => answers.clear());

/** The last answer to `path` in this tab, if any (src/client/summary-on-swap.ts draws it early). */
export const keptAnswer = <T>(path: string) => answers.get(path) as T | undefined;

export interface CachedGet<T> {
  data: T | undefined;
  failed: boolean;
  reload: () => void;
}

export function useCachedGet<T>(path: string | null): CachedGet<T> {
  const [state, setState] = useState<{ data: T | undefined; failed: boolean }>(() => ({
    data: path ? ((answers.get(path) as T | undefined) ?? peekEarly<T>(path)) : undefined,
    failed: false,
  }));
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `round` is how reload() asks again.
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    setState({ data: (answers.get(path) as T | undefined) ?? peekEarly<T>(path), failed: false });
    takeEarly<T>(path)
      .then((early) => early ?? api.get(path, { signal: controller.signal }).json<T>())
      .then((data) => {
        answers.set(path, data);
        if (!controller.signal.aborted) setState({ data, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState((prev) => ({ ...prev, failed: true }));
      });
    return () => controller.abort();
  }, [path, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}

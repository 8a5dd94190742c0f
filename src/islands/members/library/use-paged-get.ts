/**
 * One page of a paged library list (GET /api/song/, /api/audio-books/, /api/video-lessons/):
 * asks again whenever the path or the query changes; a newer request aborts the older one, so a
 * late answer never overwrites a newer page. A page past the end (the list shrank, an old link)
 * answers 404: `onPastEnd` then goes back to page 1.
 */
import { useEffect, useRef, useState } from 'react';
import type * as v from 'valibot';
import { api, errorStatus } from '../../../client/api.ts';
import type { pageSchema } from '../../../lib/api/page.ts';

/** The answer of a paged list whose items are `T` (src/lib/api/page.ts). */
export type Paged<T> = v.InferOutput<ReturnType<typeof pageSchema<v.GenericSchema<unknown, T>>>>;

export type ListState = 'loading' | 'ready' | 'error';

export function usePagedGet<T>(
  path: string | null,
  params: URLSearchParams,
  onPastEnd: () => void,
) {
  const [data, setData] = useState<Paged<T> | null>(null);
  const [state, setState] = useState<ListState>('loading');
  const [round, setRound] = useState(0);
  const pastEnd = useRef(onPastEnd);
  pastEnd.current = onPastEnd;
  const query = params.toString();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `round` is how retry() asks again.
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    setState('loading');
    api
      .get(path, { searchParams: new URLSearchParams(query), signal: controller.signal })
      .json<Paged<T>>()
      .then((answer) => {
        if (controller.signal.aborted) return;
        setData(answer);
        setState('ready');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (errorStatus(error) === 404 && new URLSearchParams(query).has('page')) pastEnd.current();
        else setState('error');
      });
    return () => controller.abort();
  }, [path, query, round]);

  return { data, state, retry: () => setRound((n) => n + 1) };
}

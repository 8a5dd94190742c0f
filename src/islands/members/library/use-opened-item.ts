/**
 * An item opened by a deep link (`?score=ID`, `?audiobook=ID`, `?lesson=ID`: the dashboard's boxes
 * link there): read once when the page opens, then fetched on its own (`GET` its item path,
 * src/lib/paths/library.ts), since it may lie on any page of the list. `missing` when the id is not valid or the item is gone.
 */
import { useEffect, useState } from 'react';
import { api } from '../../../client/api.ts';
import { apiPath } from '../../../lib/api-path.ts';
import type { libraryPaths } from '../../../lib/paths/library.ts';
import { readAddress } from './address.ts';

/** The paths of one score, audiobook or video lesson. */
type ItemPath = (typeof libraryPaths)['score' | 'audiobook' | 'videoLesson'];

export function useOpenedItem<T>(param: string, path: ItemPath) {
  const [id] = useState(() => {
    const text = readAddress().get(param);
    return text === null ? null : /^[1-9]\d{0,8}$/.test(text) ? Number(text) : 0;
  });
  const [item, setItem] = useState<T | null>(null);
  const [missing, setMissing] = useState(id === 0);

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    api
      .get(apiPath(path, { id }), { signal: controller.signal })
      .json<T>()
      .then(setItem)
      .catch(() => {
        if (!controller.signal.aborted) setMissing(true);
      });
    return () => controller.abort();
  }, [id, path]);

  function close() {
    setItem(null);
    setMissing(false);
  }
  return { id, item, missing, close };
}

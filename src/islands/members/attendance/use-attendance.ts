/**
 * The attendance page's state (issue #28): the list as the server last answered it, and the taps
 * not yet saved. A tap goes into `pending` (and into localStorage under the event, so a reload
 * keeps it), then is sent; each answer is the whole list as it is now (another conductor's marks
 * included: the last write wins). While the browser is offline nothing is sent; the `online`
 * event, and a retry every RETRY_MS while some remain, send what is pending, one at a time, the
 * latest tap of each member only. A tap the server refuses (closed, no longer a member) is dropped
 * and said; one that met no answer, a 429 or a 5xx waits for the next try.
 */
import { HTTPError } from 'ky';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, readErrorBody, readErrorDetail } from '../../../client/api.ts';
import type { AttendanceList } from '../../../lib/api/attendance.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { attendancePaths } from '../../../lib/paths/attendance.ts';
import type { AttendanceStatus } from '../../../lib/schemas/attendance.ts';

export type Pending = Record<string, AttendanceStatus>;

const RETRY_MS = 10_000;
const storageKey = (eventId: number) => `cm-attendance-${eventId}`;

function readPending(eventId: number): Pending {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(eventId)) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Pending) : {};
  } catch {
    return {};
  }
}

function writePending(eventId: number, pending: Pending) {
  if (Object.keys(pending).length === 0) localStorage.removeItem(storageKey(eventId));
  else localStorage.setItem(storageKey(eventId), JSON.stringify(pending));
}

/** Why the server refused a mark, in its words. */
async function refusal(error: unknown): Promise<string> {
  const body = await readErrorBody(error);
  return (
    body?.non_field_errors?.[0] ??
    Object.values(body ?? {})[0]?.[0] ??
    (await readErrorDetail(error)) ??
    ''
  );
}

export function useAttendance(eventId: number, onRefused: (userId: number, why: string) => void) {
  const [list, setList] = useState<AttendanceList | null>(null);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState<Pending>(() => readPending(eventId));
  const [sending, setSending] = useState(false);
  const pendingRef = useRef(pending);
  const busy = useRef(false);

  const update = useCallback(
    (next: Pending) => {
      pendingRef.current = next;
      writePending(eventId, next);
      setPending(next);
    },
    [eventId],
  );

  const flush = useCallback(async () => {
    if (busy.current || !navigator.onLine) return;
    busy.current = true;
    setSending(true);
    try {
      for (;;) {
        const [entry] = Object.entries(pendingRef.current);
        if (!entry) break;
        const [userId, status] = entry;
        try {
          const path = apiPath(attendancePaths.mark, { id: eventId, user_id: userId });
          setList(await api.put(path, { json: { status } }).json<AttendanceList>());
        } catch (error) {
          // No answer, a busy or failing server: kept for the next try. A refusal (4xx) is final.
          const status = error instanceof HTTPError ? error.response.status : 0;
          if (status === 0 || status === 429 || status >= 500) break;
          onRefused(Number(userId), await refusal(error));
        }
        // Sent or refused; a newer tap of the same member made meanwhile stays to be sent.
        if (pendingRef.current[userId] === status) {
          const { [userId]: _sent, ...rest } = pendingRef.current;
          update(rest);
        }
      }
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, [eventId, onRefused, update]);

  const load = useCallback(() => {
    setFailed(false);
    api
      .get(apiPath(attendancePaths.list, { id: eventId }))
      .json<AttendanceList>()
      .then((answer) => {
        setList(answer);
        void flush();
      })
      .catch(() => setFailed(true));
  }, [eventId, flush]);

  useEffect(load, [load]);

  useEffect(() => {
    const retry = () => void flush();
    window.addEventListener('online', retry);
    const timer = window.setInterval(() => {
      if (Object.keys(pendingRef.current).length > 0) retry();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [flush]);

  const mark = useCallback(
    (userId: number, status: AttendanceStatus) => {
      update({ ...pendingRef.current, [userId]: status });
      void flush();
    },
    [flush, update],
  );

  return { list, failed, pending, sending, mark, reload: load };
}

/**
 * The events of the visible month grid of a choir: one GET per window, shown at once from the
 * cache when this visit has loaded it, loaded again after any write ($eventsVersion). While the
 * same window reloads after a write, the previous list stays on screen instead of a loading text.
 */
import type { CalendarDate } from '@internationalized/date';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { CalendarEvent } from '../../../lib/api/events.ts';
import { $eventsVersion, cachedMonth, loadMonth } from './events-api.ts';
import { monthWindow } from './month-window.ts';

export interface MonthEvents {
  events: CalendarEvent[] | undefined;
  failed: boolean;
}

interface State extends MonthEvents {
  key: string;
}

export function useMonthEvents(choirId: number, month: CalendarDate): MonthEvents {
  const version = useStore($eventsVersion);
  // The window depends on the month only: moving between days of one month asks nothing.
  const { from, to } = monthWindow(month);
  const key = `${choirId}:${from}`;
  const [state, setState] = useState<State>(() => ({
    events: cachedMonth(choirId, { from, to }),
    failed: false,
    key,
  }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `version` is how a write asks again.
  useEffect(() => {
    const window = { from, to };
    const cached = cachedMonth(choirId, window);
    setState((prev) => ({
      events: cached ?? (prev.key === key ? prev.events : undefined),
      failed: false,
      key,
    }));
    if (cached) return;
    const controller = new AbortController();
    loadMonth(choirId, window, controller.signal)
      .then((events) => setState({ events, failed: false, key }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ events: undefined, failed: true, key });
      });
    return () => controller.abort();
  }, [choirId, from, to, key, version]);

  return state.key === key ? state : { events: undefined, failed: false };
}

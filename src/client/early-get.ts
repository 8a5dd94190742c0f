/**
 * The answers that the head's early script asked for before any module loaded
 * (src/client/early-start.ts, issue #21). Each is taken once: a later call (a reload of the
 * session, the next client-router page, a box's reload) goes through the API client.
 */

import { actingChild, earlyKey } from './acting.ts';

/** Where the inline script leaves its requests, by the API client's path ('account/details/'). */
export const EARLY_KEY = '__cmEarly';

export interface EarlyAnswers {
  /** Each request, by key: its JSON once it has come, or null when it was not a success. */
  asked: Record<string, Promise<{ data: unknown } | null> | undefined>;
  /** The answers already in, by key: what a first render may show at once. */
  got: Record<string, unknown>;
}

const answers = () => (window as unknown as Record<string, EarlyAnswers | undefined>)[EARLY_KEY];

// Asked for the child this tab acts for (issue #25), if any: never one child's answer for another.
const keyOf = (path: string) => earlyKey(path, actingChild()?.id);

/**
 * The JSON of the early answer to `path` (the API client's path, 'account/details/'), or
 * undefined when there is none or it is not a success: the caller then asks through the API client.
 */
export async function takeEarly<T>(path: string): Promise<T | undefined> {
  const early = answers();
  const key = keyOf(path);
  const answer = early?.asked[key];
  if (!early || !answer) return undefined;
  delete early.asked[key];
  delete early.got[key];
  return (await answer)?.data as T | undefined;
}

/** The early answer to `path` if it has already come (and is not taken yet), without taking it. */
export function peekEarly<T>(path: string): T | undefined {
  return answers()?.got[keyOf(path)] as T | undefined;
}

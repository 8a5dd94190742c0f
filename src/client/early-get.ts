/**
 * The answers that an inline head script asked for before any module loaded
 * (src/components/EarlySession.astro, issue #21). Each is taken once: a later call (a reload of the
 * session, the next client-router page) goes through the API client.
 */

import { actingChild, earlyKey } from './acting.ts';

/** Where the inline script leaves its requests, by the API client's path ('account/details/'). */
export const EARLY_KEY = '__cmEarly';

type Early = Record<string, Promise<Response | null> | undefined>;

/**
 * The JSON of the early answer to `path` (the API client's path, 'account/details/'), or
 * undefined when there is none or it is not a success: the caller then asks through the API client.
 */
export async function takeEarly<T>(path: string): Promise<T | undefined> {
  const early = (window as unknown as Record<string, Early | undefined>)[EARLY_KEY];
  // Asked for the child this tab acts for (issue #25), if any: never one child's answer for another.
  const key = earlyKey(path, actingChild()?.id);
  const answer = early?.[key];
  if (!early || !answer) return undefined;
  delete early[key];
  const response = await answer;
  if (!response?.ok) return undefined;
  return (await response.json().catch(() => undefined)) as T | undefined;
}

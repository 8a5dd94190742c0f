/**
 * The choir network map's data at build time (ARCHITECTURE.md, "Build-time data").
 * `loadChoirMap()` runs in Astro frontmatter: it asks the live API (GET /api/choirs/ on
 * API_ORIGIN) when API_ORIGIN is set, and otherwise, or when the API does not answer, uses the
 * committed snapshot content/snapshots/choirs.json (written by `npm run snapshot`). It says
 * which source it used in the build log. Build-time code beside ./data.ts, outside src/lib/ since it
 * reads the committed snapshot and the build's environment; islands take the map as props.
 */
import * as v from 'valibot';
import snapshot from '../../../content/snapshots/choirs.json' with { type: 'json' };
import { type ChoirMapData, choirMapSchema } from '../../lib/api/choir-map.ts';
import { apiHref } from '../../lib/api-path.ts';
import { publicPaths } from '../../lib/paths/public.ts';

const API_TIMEOUT_MS = 10_000;

function apiOrigin(): string | undefined {
  const fromAstro = (import.meta.env as Record<string, string | undefined> | undefined)?.API_ORIGIN;
  return fromAstro || globalThis.process?.env?.API_ORIGIN || undefined;
}

/** Reads the map from `origin`'s API; throws with what was received when it is not the map. */
export async function fetchChoirMap(origin: string): Promise<ChoirMapData> {
  const url = new URL(apiHref(publicPaths.choirMap), origin);
  const res = await fetch(url, { signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}, expected 200`);
  const result = v.safeParse(choirMapSchema, await res.json());
  if (!result.success) {
    throw new Error(`GET ${url} did not answer the choir map: ${v.summarize(result.issues)}`);
  }
  return result.output;
}

/** The committed snapshot, checked like an API answer. */
export function snapshotChoirMap(): ChoirMapData {
  return v.parse(choirMapSchema, snapshot);
}

let cached: Promise<ChoirMapData> | undefined;

/** The map data for the build: the API when API_ORIGIN answers, else the snapshot. Cached per build. */
export function loadChoirMap(): Promise<ChoirMapData> {
  cached ??= (async () => {
    const origin = apiOrigin();
    if (origin) {
      try {
        const data = await fetchChoirMap(origin);
        console.info(`[choir map] data from the API at ${origin}`);
        return data;
      } catch (error) {
        console.warn(`[choir map] API at ${origin} failed (${String(error)}); using the snapshot`);
      }
    }
    console.info('[choir map] data from content/snapshots/choirs.json (no API_ORIGIN answered)');
    return snapshotChoirMap();
  })();
  return cached;
}

/**
 * The back office's scenario of `npm run bench:api` (issue #21): 5 staff sessions at once, each
 * asking a list's page again and again (the next request when its answer came), for `seconds` per
 * route, over the lists and searches of src/server/routes/staff/, deep pages included. A deep page
 * is reached as a staff member reaches it, by the `next` link of the page before (its cursor,
 * src/server/staff/keyset.ts), taken once before the load from a page read by offset.
 * Prints a Markdown table: requests, p50, p95 and max latency per route (goal: p95 ≤ 150 ms).
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/db/seed/demo.ts';

const SESSIONS = 5;

async function login(origin: string): Promise<Record<string, string>> {
  const res = await fetch(`${origin}/api/token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_ACCOUNTS.staff.email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`staff login answered ${res.status}`);
  return { authorization: `Token ${((await res.json()) as { token: string }).token}` };
}

/** The `next` link of a page read by offset: the path of the page after it, with its cursor. */
async function nextOf(origin: string, headers: Record<string, string>, path: string) {
  const res = await fetch(origin + path, { headers });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  const next = ((await res.json()) as { next: string | null }).next;
  if (!next) throw new Error(`${path} has no next page`);
  return next;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function staffScenario(origin: string, seconds = 5) {
  const sessions = await Promise.all(Array.from({ length: SESSIONS }, () => login(origin)));
  const [first] = sessions as [Record<string, string>];
  const deep = async (label: string, path: string) => ({
    label,
    path: await nextOf(origin, first, path),
  });
  const routes = [
    { label: 'GET /api/health/ (yardstick)', path: '/api/health/' },
    { label: 'people, page 1', path: '/api/staff/people/' },
    await deep('people, page 3,201 of 3,360 (by its cursor)', '/api/staff/people/?page=3200'),
    { label: 'people, search popescu', path: '/api/staff/people/?q=popescu' },
    { label: 'people, search "ana pop"', path: '/api/staff/people/?q=ana%20pop' },
    await deep('people, search popescu, page 41', '/api/staff/people/?q=popescu&page=40'),
    { label: 'people, conductors in CJ', path: '/api/staff/people/?county=CJ&role=conductor' },
    { label: 'people, singers in CJ', path: '/api/staff/people/?county=CJ&role=singer' },
    { label: 'people, never activated', path: '/api/staff/people/?state=inactive' },
    { label: 'members of CJ, page 1', path: '/api/staff/people/members/?county=CJ' },
    await deep('members of CJ, page 101', '/api/staff/people/members/?county=CJ&page=100'),
    await deep('members, page 3,001 (by its cursor)', '/api/staff/people/members/?page=3000'),
    { label: 'choirs, waiting', path: '/api/staff/choirs/?status=waiting' },
    { label: 'choirs, search "cor" in CJ', path: '/api/staff/choirs/?county=CJ&q=cor' },
    await deep('choirs, page 91 (by its cursor)', '/api/staff/choirs/?page=90'),
  ];

  console.log(
    `\nBack office: ${SESSIONS} staff sessions at once, ${seconds} s per route (goal p95 ≤ 150 ms)\n`,
  );
  console.log('| route | requests | p50 ms | p95 ms | max ms |');
  console.log('|---|---:|---:|---:|---:|');
  for (const route of routes) {
    const times: number[] = [];
    let failed = 0;
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      sessions.map(async (headers) => {
        while (performance.now() < until) {
          const started = performance.now();
          const res = await fetch(origin + route.path, { headers });
          await res.arrayBuffer();
          times.push(performance.now() - started);
          if (res.status !== 200) failed++;
        }
      }),
    );
    if (failed > 0) {
      console.error(`${route.label}: ${failed} answers other than 200`);
      process.exitCode = 1;
    }
    times.sort((a, b) => a - b);
    const cells = [percentile(times, 50), percentile(times, 95), times.at(-1) ?? 0];
    console.log(
      `| ${route.label} | ${times.length} | ${cells.map((n) => Math.round(n)).join(' | ')} |`,
    );
  }
}

/**
 * The national attendance report's own time (issue #28), for bench:api, one request at a time:
 * last month (the default) and the last 365 days, each first (summed from the choirs' months,
 * which the seed counted), kept (read again while nothing changed, which the load measures), and
 * after a change: the demo singer turns 'Mă socotiți prezent dacă nu răspund' on or off, which
 * notes every counted month of their choir, so the report counts those months again and sums.
 */
import { todayInBucharest } from '../../src/lib/dates.ts';
import { addDays } from '../../src/server/events/time.ts';

export async function nationalReportTimes(
  origin: string,
  staffHeaders: Record<string, string>,
  singerHeaders: Record<string, string>,
) {
  const today = todayInBucharest();
  const periods = [
    ['last month (default)', ''],
    ['last 365 days', `?from=${addDays(today, -364)}&to=${today}`],
  ] as const;
  const timed = async (query: string) => {
    const started = performance.now();
    const res = await fetch(`${origin}/api/staff/reports/attendance/${query}`, {
      headers: staffHeaders,
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`national report answered ${res.status}`);
    return Math.round(performance.now() - started);
  };
  let countedPresent = false;
  const change = async () => {
    countedPresent = !countedPresent;
    const res = await fetch(`${origin}/api/calendar/counted-present/`, {
      method: 'PUT',
      headers: { ...singerHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ counted_present: countedPresent }),
    });
    if (!res.ok) throw new Error(`counted-present answered ${res.status}`);
  };
  console.log(
    '\n| national attendance report | first ms | kept ms | after a change ms (3 changes) |',
  );
  console.log('|---|---:|---:|---:|');
  for (const [label, query] of periods) {
    const first = await timed(query);
    const kept = await timed(query);
    const changed: number[] = [];
    for (let i = 0; i < 3; i++) {
      await change();
      changed.push(await timed(query));
    }
    console.log(`| ${label} | ${first} | ${kept} | ${changed.join(', ')} |`);
  }
  if (countedPresent) await change();
}

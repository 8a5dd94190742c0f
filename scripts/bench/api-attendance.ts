/**
 * The national attendance report's own time (issue #28), for bench:api: the first request of a
 * period counts every mark of its rehearsals (the later ones read the kept answer while no figure
 * changes, which the load measures), so it is timed alone, one request at a time: last month
 * (the default) and the last 365 days, each first and then kept.
 */
import { todayInBucharest } from '../../src/lib/dates.ts';
import { addDays } from '../../src/server/events/time.ts';

export async function nationalReportTimes(origin: string, headers: Record<string, string>) {
  const today = todayInBucharest();
  const periods = [
    ['last month (default)', ''],
    ['last 365 days', `?from=${addDays(today, -364)}&to=${today}`],
  ] as const;
  console.log('\n| national attendance report | first (counted) ms | kept ms |');
  console.log('|---|---:|---:|');
  for (const [label, query] of periods) {
    const times: number[] = [];
    for (let i = 0; i < 2; i++) {
      const started = performance.now();
      const res = await fetch(`${origin}/api/staff/reports/attendance/${query}`, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`national report answered ${res.status}`);
      times.push(performance.now() - started);
    }
    console.log(`| ${label} | ${Math.round(times[0] ?? 0)} | ${Math.round(times[1] ?? 0)} |`);
  }
}

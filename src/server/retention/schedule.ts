/**
 * The daily retention run in the server (issue #26), as the scheduled backups are started and
 * stopped (ops/scheduled-backup.ts): every RETENTION_CHECK_MINUTES each process checks whether
 * today's run (a Bucharest day) is due, from RETENTION_RUN_HOUR on, and runs it unless a process
 * already has (run.ts claims the day). Off with RETENTION=off. A failed run is logged as an error
 * and tried again at the next check; it never stops the server.
 */
import { RETENTION_CHECK_MINUTES, RETENTION_RUN_HOUR } from '../../lib/limits.ts';
import { errorFields, type Log } from '../log.ts';
import { repeat } from '../ops/repeat.ts';
import { type RunDeps, runRetention } from './run.ts';

const bucharest = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Bucharest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The Bucharest day (YYYY-MM-DD) and hour of `now`. */
export function bucharestDayHour(now: Date) {
  const part = (type: string) =>
    bucharest.formatToParts(now).find((p) => p.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

export function scheduleRetention(
  deps: RunDeps & { log: Log },
  everyMs = RETENTION_CHECK_MINUTES * 60_000,
) {
  async function check() {
    const { day, hour } = bucharestDayHour(new Date());
    if (hour < RETENTION_RUN_HOUR) return;
    try {
      const run = await runRetention(deps, { day });
      if (run)
        deps.log.info('retention run', {
          day,
          counts: Object.fromEntries(Object.entries(run.rules).map(([k, r]) => [k, r.count])),
        });
    } catch (error) {
      deps.log.error('retention run failed', errorFields(error));
    }
  }

  // No new run starts; the one in progress is finished.
  return repeat(everyMs, check);
}

/**
 * The reminder job in every server process (issue #28), as the retention run is started
 * (retention/schedule.ts): every REMINDER_CHECK_MINUTES each process sends what is due
 * (run.ts); what was sent is in the database, so a restart or a second process sends nothing
 * twice. Off with REMINDER_JOB=off. A failed run is logged and tried again at the next check.
 */
import { REMINDER_CHECK_MINUTES } from '../../lib/limits.ts';
import { errorFields, type Log } from '../log.ts';
import { repeat } from '../ops/repeat.ts';
import { type ReminderDeps, runReminders } from './run.ts';

export function scheduleReminders(
  deps: ReminderDeps & { log: Log },
  everyMs = REMINDER_CHECK_MINUTES * 60_000,
) {
  return repeat(everyMs, async () => {
    try {
      const sent = await runReminders(deps, new Date());
      if (sent.reminders || sent.summaries) deps.log.info('reminders sent', sent);
    } catch (error) {
      deps.log.error('reminder run failed', errorFields(error));
    }
  });
}

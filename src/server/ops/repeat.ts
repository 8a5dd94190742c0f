/**
 * Runs `task` every `everyMs` (the first time after one period), one run at a time: the next
 * period starts when a run ends. `stop()` starts no new run and waits for the one in progress.
 * The timer does not keep the process alive. Used by the scheduled backups and the retention job.
 */
export function repeat(everyMs: number, task: () => Promise<void>) {
  let running: Promise<void> | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout;
  const next = () => {
    timer = setTimeout(() => {
      running = task().finally(() => {
        running = undefined;
        if (!stopped) next();
      });
    }, everyMs);
    timer.unref();
  };
  next();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

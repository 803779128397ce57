import type { App } from '../app-types';
import { runJobs, type JobsReport } from './list';

export type JobTimer = {
  /** Runs a pass every JOBS_INTERVAL_SECONDS (0 leaves the timer off) until the app closes. */
  start(): void;
  /** Runs a pass at `at` too, e.g. when a direct debit is due to settle; only once started. */
  wakeAt(at: Date): void;
  /** One pass now; passes never overlap (a second call waits for the running one). */
  runOnce(): Promise<JobsReport>;
};

// A debit's settle time is to the millisecond; waking a little after it finds it due.
const WAKE_MARGIN_MS = 50;

export function createJobTimer(app: App): JobTimer {
  let started = false;
  let interval: NodeJS.Timeout | undefined;
  const wakes = new Set<NodeJS.Timeout>();
  let running: Promise<JobsReport> | undefined;
  let closed = false;
  // A tick that comes while a pass runs (a wake for a debit that pass may have missed) runs
  // once more after it, rather than queueing a pass per tick.
  let tickAgain = false;

  const runOnce = async (): Promise<JobsReport> => {
    while (running) await running.catch(() => undefined);
    if (closed) return {};
    running = runJobs(app);
    try {
      return await running;
    } finally {
      running = undefined;
    }
  };
  const tick = (): void => {
    if (running) {
      tickAgain = true;
      return;
    }
    void runOnce()
      .then(
        (report) => app.log.debug({ jobs: report }, 'jobs'),
        (error: unknown) => app.log.error({ err: error }, 'jobs failed'),
      )
      .finally(() => {
        if (tickAgain && !closed) {
          tickAgain = false;
          tick();
        }
      });
  };

  app.addHook('onClose', async () => {
    closed = true;
    started = false;
    clearInterval(interval);
    for (const timer of wakes) clearTimeout(timer);
    wakes.clear();
    await running?.catch(() => undefined);
  });

  return {
    start() {
      const seconds = app.config.jobsIntervalSeconds;
      if (started || seconds <= 0) return;
      started = true;
      interval = setInterval(tick, seconds * 1000);
      interval.unref();
    },
    wakeAt(at) {
      if (!started) return;
      const timer = setTimeout(
        () => {
          wakes.delete(timer);
          tick();
        },
        Math.max(0, at.getTime() + WAKE_MARGIN_MS - Date.now()),
      );
      timer.unref();
      wakes.add(timer);
    },
    runOnce,
  };
}

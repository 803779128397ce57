import type { App } from '../app-types';
import { paymentContext } from '../domain/payments/select-provider';
import { runPaymentJobs } from './renewals';

/**
 * Runs the payment jobs inside the server every JOBS_INTERVAL_SECONDS (0 turns them off, for
 * deployments that run `npm run jobs` from a scheduler instead). Passes never overlap, and the
 * timer stops when the app closes.
 */
export function startJobs(app: App): () => void {
  const seconds = app.config.jobsIntervalSeconds;
  if (seconds <= 0) return () => undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const summary = await runPaymentJobs(paymentContext(app));
      if (summary.settled || summary.recovered || summary.renewals.due) {
        app.log.info({ jobs: summary }, 'payment jobs');
      }
    } catch (error) {
      app.log.error({ err: error }, 'payment jobs failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), seconds * 1000);
  timer.unref();
  const stop = () => clearInterval(timer);
  app.addHook('onClose', async () => stop());
  return stop;
}

import type { App } from '../app-types';
import { deliverDue, pruneNotifications } from '../domain/notifications/deliver';
import { noticeEvents } from '../domain/notifications/events';

/** Queues what happened since the last pass, then sends what is due (push, else email). */
export async function sendNotifications(app: App, now: Date) {
  const noticed = await noticeEvents(app.db, now);
  const delivered = await deliverDue(
    {
      db: app.db,
      mailer: app.mailer,
      push: app.push,
      publicUrl: app.config.publicUrl,
      log: app.log,
    },
    now,
  );
  await pruneNotifications(app.db, now);
  return { noticed, delivered };
}

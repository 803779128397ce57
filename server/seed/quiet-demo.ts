import type { App } from '../app-types';
import { seedDemoLife } from './demo-life';

/**
 * Seeds the demo customer's history through the API (seedDemoLife) without logging each of its
 * internal calls as if a customer had made them: request logging is raised to warnings while it
 * runs, which is before the server listens, so no real request is affected.
 */
export async function seedDemoQuietly(app: App): Promise<boolean> {
  const level = app.log.level;
  app.log.level = 'warn';
  try {
    return await seedDemoLife(app);
  } finally {
    app.log.level = level;
  }
}

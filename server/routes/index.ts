import type { App } from '../app-types';
import authRoutes from './auth';
import customerRoutes from './customer';
import healthRoutes from './health';

/** Every API area; each module declares its own paths in full (SPEC §7 paths are not nested). */
export async function registerRoutes(app: App, sessionSecret: string): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes, { sessionSecret });
  await app.register(customerRoutes);
}

import type { Config } from '../config';
import type { Db } from '../db/open';
import { seedCatalogue } from './catalogue/seed';
import { seedDemoCustomer } from './demo-customer';

/**
 * Runs at every start and does work only once per database: each step records itself in
 * server_facts inside the same transaction as its rows.
 */
export async function seedAll(db: Db, config: Config): Promise<void> {
  await seedCatalogue(db);
  // Its password is in the README: never in production, whatever else the config says.
  if (config.seedDemo && config.nodeEnv !== 'production') await seedDemoCustomer(db);
}

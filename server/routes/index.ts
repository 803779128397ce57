import type { App } from '../app-types';
import addressRoutes from './address';
import authRoutes from './auth';
import budgetRoutes from './budget';
import cargoCardRoutes from './cargo-cards';
import customerRoutes from './customer';
import driverRoutes from './drivers';
import expenseRoutes from './expenses';
import healthRoutes from './health';
import vehicleRoutes from './vehicles';
import invoiceRoutes from './invoices';
import logbookRoutes from './logbook';
import mirrorsRoutes from './mirrors';
import notificationRoutes from './notifications';
import passwordResetRoutes from './password-reset';
import paymentRetryRoutes from './payment-retry';
import paymentRoutes from './payments';
import payoutRoutes from './payout';
import sessionProbeRoutes from './session-probe';
import taxTimeRoutes from './tax-time';
import uploadRoutes from './uploads';

/** Every API area; each module declares its own paths in full (SPEC §7 paths are not nested). */
export async function registerRoutes(app: App, sessionSecret: string): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes, { sessionSecret });
  await app.register(passwordResetRoutes);
  await app.register(sessionProbeRoutes);
  await app.register(customerRoutes);
  await app.register(mirrorsRoutes);
  await app.register(addressRoutes);
  await app.register(vehicleRoutes);
  await app.register(payoutRoutes);
  await app.register(expenseRoutes);
  await app.register(uploadRoutes);
  await app.register(cargoCardRoutes);
  await app.register(paymentRoutes);
  await app.register(budgetRoutes);
  await app.register(logbookRoutes);
  await app.register(paymentRetryRoutes);
  await app.register(invoiceRoutes);
  await app.register(taxTimeRoutes);
  await app.register(notificationRoutes);
  await app.register(driverRoutes);
}

import { z } from 'zod';
import { user } from '../../contract/auth';
import { dashboard } from '../../contract/dashboard';
import { envelope } from '../../contract/envelope';
import { changePasswordRequest, profileUpdate } from '../../contract/profile';
import { isVehicleUpdate, profileOrVehicleUpdate, updatedVehicle } from '../../contract/vehicles';
import type { App } from '../app-types';
import { changePassword } from '../domain/accounts/change-password';
import { toUser, updateProfile } from '../domain/accounts/customers';
import { claimCount, nextChargeOf, paymentAlerts } from '../domain/dashboard/account';
import { dashboardFigures } from '../domain/dashboard/figures';
import { updateVehicle } from '../domain/vehicles';
import { ok } from '../http';
import { requireCustomer } from '../plugins/session';
import { signInThrottle } from '../plugins/sign-in-throttle';

export default async function customerRoutes(app: App): Promise<void> {
  app.get(
    '/api/customer/user',
    {
      schema: { tags: ['customer'], response: { 200: envelope(user) } },
      config: { answerEtag: true },
    },
    async (request) => {
      const customer = requireCustomer(request);
      return ok(toUser(customer.profile), 'Profile');
    },
  );

  app.post(
    '/api/customer/update',
    {
      schema: {
        tags: ['customer'],
        description: 'Update the profile (SPEC §7: this path also updates a vehicle).',
        body: profileOrVehicleUpdate(profileUpdate),
        response: { 200: envelope(z.union([user, updatedVehicle])) },
      },
    },
    async (request) => {
      const customer = requireCustomer(request);
      if (isVehicleUpdate(request.body)) {
        const saved = await updateVehicle(app.db, customer.id, request.body);
        return ok(saved, 'Your vehicle information has been updated.');
      }
      const row = await updateProfile(app.db, customer.id, request.body);
      return ok(toUser(row), 'Profile updated successfully');
    },
  );

  app.post(
    '/api/customer/change/password',
    {
      schema: {
        tags: ['customer'],
        body: changePasswordRequest,
        response: { 200: envelope(z.null()) },
      },
      // Each attempt is a guess at the current password: it counts against the sign-in limit.
      config: { rateLimit: signInThrottle(app.config) },
    },
    async (request) => {
      const customer = requireCustomer(request);
      await changePassword(
        app.db,
        { customerId: customer.id, sessionId: customer.sessionId },
        { current: request.body.oldPassword, next: request.body.password },
      );
      return ok(null, 'Password changed successfully');
    },
  );

  app.get(
    '/api/customer/dashboard',
    {
      schema: { tags: ['customer'], response: { 200: envelope(dashboard) } },
      config: { answerEtag: true },
    },
    async (request) => {
      const customer = requireCustomer(request);
      const [figures, claims, next, alerts] = await Promise.all([
        dashboardFigures(app.db, customer.id),
        claimCount(app.db, customer.id),
        nextChargeOf(app.db, customer.id, app.config.cardSurchargeRate),
        paymentAlerts(app.db, customer.id),
      ]);
      return ok({ ...figures, claimCount: claims, nextCharge: next, alerts }, 'Dashboard');
    },
  );
}

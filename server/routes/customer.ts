import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { user } from '../../contract/auth';
import { dashboard } from '../../contract/dashboard';
import { envelope } from '../../contract/envelope';
import { changePasswordRequest, profileUpdate } from '../../contract/profile';
import { isVehicleUpdate, profileOrVehicleUpdate, updatedVehicle } from '../../contract/vehicles';
import type { App } from '../app-types';
import { findCustomer, toUser, updateProfile } from '../domain/accounts/customers';
import { hashPassword, verifyPassword } from '../domain/accounts/passwords';
import { endOtherSessions } from '../domain/accounts/sessions';
import { dashboardFigures } from '../domain/dashboard/figures';
import { updateVehicle } from '../domain/vehicles';
import { customers } from '../db/schema';
import { HttpError, ok } from '../http';
import { requireCustomer } from '../plugins/session';

export default async function customerRoutes(app: App): Promise<void> {
  app.get(
    '/api/customer/user',
    { schema: { tags: ['customer'], response: { 200: envelope(user) } } },
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
    },
    async (request) => {
      const customer = requireCustomer(request);
      const row = await findCustomer(app.db, customer.id);
      if (!(await verifyPassword(request.body.oldPassword, row.passwordHash))) {
        throw new HttpError(400, 'Current password is incorrect');
      }
      const passwordHash = await hashPassword(request.body.password);
      await app.db
        .update(customers)
        .set({ passwordHash, updatedOn: new Date() })
        .where(eq(customers.id, customer.id));
      await endOtherSessions(app.db, customer.id, customer.sessionId);
      return ok(null, 'Password changed successfully');
    },
  );

  app.get(
    '/api/customer/dashboard',
    { schema: { tags: ['customer'], response: { 200: envelope(dashboard) } } },
    async (request) => {
      const customer = requireCustomer(request);
      return ok(await dashboardFigures(app.db, customer.id), 'Dashboard');
    },
  );
}

import { z } from 'zod';
import { idParams } from '../../contract/common';
import {
  acceptedInvite,
  acceptInviteRequest,
  inviteParams,
  invitePreview,
  inviteRequest,
  memberParams,
  vehicleMembers,
} from '../../contract/drivers';
import { envelope } from '../../contract/envelope';
import type { App } from '../app-types';
import {
  acceptInvite,
  createInvite,
  declineInvite,
  listMembers,
  previewInvite,
  removeMember,
  revokeInvite,
} from '../domain/drivers/invites';
import { ok } from '../http';
import { inviteMail } from '../mail/invite-mail';
import { perCustomerLimit } from '../plugins/per-customer-limit';
import { requireCustomer } from '../plugins/session';
import { requireVehicleOwner } from './vehicle-access';

const tags = ['drivers'];

/** A second driver (issue 30): the owner shares a vehicle by email; the invitee accepts. */
export default async function driverRoutes(app: App): Promise<void> {
  app.post(
    '/api/customer/vehicle/:id/invites',
    {
      config: {
        // Each invitation is an email the portal sends: counted per customer, like reset links
        // per client, so nobody can use the portal to flood an inbox.
        rateLimit: perCustomerLimit(
          app.config.authRateLimit,
          'Too many invitations were sent. Please try again in a minute.',
          'invite:',
        ),
      },
      schema: {
        tags,
        description:
          'The owner invites a driver or viewer by email: a single-use link that expires in 7 days. Inviting the same address again withdraws its earlier link.',
        params: idParams,
        body: inviteRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const customer = await requireVehicleOwner(app, request, request.params.id);
      const grant = await createInvite(app.db, customer.id, request.params.id, request.body);
      app.mailer.send(inviteMail(app.config, grant));
      return ok(null, `Invitation sent to ${grant.email}`);
    },
  );

  app.get(
    '/api/customer/vehicle/:id/members',
    {
      schema: {
        tags,
        description:
          "The owner's view: the vehicle's drivers and viewers and its pending invitations.",
        params: idParams,
        response: { 200: envelope(vehicleMembers) },
      },
    },
    async (request) => {
      await requireVehicleOwner(app, request, request.params.id);
      return ok(await listMembers(app.db, request.params.id), 'Drivers');
    },
  );

  app.delete(
    '/api/customer/vehicle/:id/invites/:inviteId',
    {
      schema: {
        tags,
        description: 'The owner withdraws a pending invitation; its link stops working.',
        params: inviteParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await requireVehicleOwner(app, request, request.params.id);
      await revokeInvite(app.db, request.params.id, request.params.inviteId);
      return ok(null, 'Invitation withdrawn');
    },
  );

  app.delete(
    '/api/customer/vehicle/:id/members/:customerId',
    {
      schema: {
        tags,
        description:
          'The owner removes a driver or viewer at once: their next request is refused and their next list answer no longer has the vehicle.',
        params: memberParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await requireVehicleOwner(app, request, request.params.id);
      await removeMember(app.db, request.params.id, request.params.customerId);
      return ok(null, 'Driver removed');
    },
  );

  app.post(
    '/api/customer/invites/accept',
    {
      config: { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags,
        description:
          'The signed-in customer accepts an invitation with the token from its link. Only the account with the invited email may; a used, withdrawn or expired link is a 410.',
        body: acceptInviteRequest,
        response: { 200: envelope(acceptedInvite) },
      },
    },
    async (request) => {
      const customer = requireCustomer(request);
      const accepted = await acceptInvite(
        app.db,
        { id: customer.id, email: customer.profile.email },
        request.body.token,
      );
      return ok(accepted, `${accepted.vehicleName} is shared with you`);
    },
  );

  app.post(
    '/api/invites/preview',
    {
      // No session: counted per client like the other signed-out routes, so tokens cannot be
      // tried in bulk (they are 32 random bytes besides).
      config: {
        public: true,
        rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        description:
          'What an invitation link shows before signing in: who invited, to which vehicle, in which role, and the invited address. The token is sent in the body, never in a URL a log keeps. A used, withdrawn or expired link is a 410.',
        body: acceptInviteRequest,
        response: { 200: envelope(invitePreview) },
      },
    },
    async (request) => ok(await previewInvite(app.db, request.body.token), 'Invitation'),
  );

  app.post(
    '/api/invites/decline',
    {
      // The token is the authority, so one who would rather not create an account can still say
      // no; counted per client like the preview.
      config: {
        public: true,
        rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        description:
          "The invited person declines: the invitation leaves the owner's pending list and its link accepts nothing more. Signed in, only the account with the invited email may; declining again answers the same. A used, withdrawn or expired link is a 410.",
        body: acceptInviteRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const email = request.customer?.profile.email;
      await declineInvite(app.db, email === undefined ? null : { email }, request.body.token);
      return ok(null, 'Invitation declined');
    },
  );
}

import { z } from 'zod/mini';
import { id, requiredEmail } from './common';

/**
 * A second driver (issue 30). The vehicle's own customer is its owner; an owner shares it with
 * other customers as a 'driver' (files claims, odometer readings and logbook trips) or a
 * 'viewer' (reads). Payment methods, plans and bank details stay the owner's alone.
 */
export const MEMBER_ROLES = ['driver', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export type VehicleRole = MemberRole | 'owner';

export const ROLE_LABELS: Record<VehicleRole, string> = {
  owner: 'Owner',
  driver: 'Driver',
  viewer: 'Viewer',
};

export const memberRole = z.enum(MEMBER_ROLES, { error: 'Please choose a role' });

/** The owner's invite form and `POST /api/customer/vehicle/:id/invites`. */
export const inviteRequest = z.object({ email: requiredEmail, role: memberRole });
export type InviteRequest = z.infer<typeof inviteRequest>;

/** How long an emailed invitation works. */
export const INVITE_DAYS = 7;

export const INVITE_LINK_INVALID =
  'This invitation link is invalid, has already been used, was withdrawn or has expired. Ask the owner for a new one.';
export const INVITE_OTHER_EMAIL =
  'This invitation was sent to another email address. Sign in with that address to accept it.';
export const INVITE_OWN_VEHICLE = 'You own this vehicle already.';

export const vehicleMember = z.object({
  customerId: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: memberRole,
  since: z.string(),
});
export type VehicleMember = z.infer<typeof vehicleMember>;

export const pendingInvite = z.object({
  id: z.string(),
  email: z.string(),
  role: memberRole,
  expiresOn: z.string(),
});

/** `GET /api/customer/vehicle/:id/members`: the owner's view of who shares the vehicle. */
export const vehicleMembers = z.object({
  members: z.array(vehicleMember),
  invites: z.array(pendingInvite),
});
export type VehicleMembers = z.infer<typeof vehicleMembers>;

export const inviteParams = z.object({ id, inviteId: id });
export const memberParams = z.object({ id, customerId: id });

/**
 * The token from the emailed link: `POST /api/customer/invites/accept`, `/api/invites/preview`
 * and `/api/invites/decline`.
 */
export const acceptInviteRequest = z.object({
  token: z
    .string({ error: INVITE_LINK_INVALID })
    .check(z.minLength(1, INVITE_LINK_INVALID), z.maxLength(100)),
});

/** What accepting answers: the vehicle now shared with the customer. */
export const acceptedInvite = z.object({
  vehicleId: z.string(),
  vehicleName: z.string(),
  role: memberRole,
  sharedBy: z.string(),
});
export type AcceptedInvite = z.infer<typeof acceptedInvite>;

/**
 * `POST /api/invites/preview` (no session; the token from the link is the authority): what an
 * invitation opened while signed out may show, and no more: who invited, to which vehicle, in
 * which role, and the address it was sent to (so the sign-up form can be filled in with it).
 */
export const invitePreview = z.object({
  invitedBy: z.string(),
  vehicleName: z.string(),
  role: memberRole,
  email: z.string(),
});
export type InvitePreview = z.infer<typeof invitePreview>;

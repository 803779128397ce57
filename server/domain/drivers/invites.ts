import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, exists, gt, isNull, sql } from 'drizzle-orm';
import {
  INVITE_DAYS,
  INVITE_LINK_INVALID,
  INVITE_OTHER_EMAIL,
  INVITE_OWN_VEHICLE,
  type AcceptedInvite,
  type InvitePreview,
  type InviteRequest,
} from '../../../contract/drivers';
import type { Db } from '../../db/open';
import {
  catalogVariants,
  customers,
  vehicleInvites,
  vehicleMembers,
  vehicles,
} from '../../db/schema';
import { HttpError } from '../../http';
import { fullName } from '../accounts/full-name';

/** The emailed token's shape: 32 random bytes, base64url. Anything else is refused unread. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The table keeps only this hash; the token itself lives in the email alone. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Not yet accepted, withdrawn or declined: the database allows at most one (migration 0019). */
const unspent = () =>
  and(
    isNull(vehicleInvites.usedOn),
    isNull(vehicleInvites.revokedOn),
    isNull(vehicleInvites.declinedOn),
  );

/** Unspent and not expired: the only invitations whose link still does anything. */
const live = () => and(unspent(), gt(vehicleInvites.expiresOn, sql`now()`));

export type InviteGrant = {
  token: string;
  email: string;
  ownerName: string;
  vehicleName: string;
  role: InviteRequest['role'];
};

/**
 * A new single-use invitation to the owner's vehicle (the caller checked the owner). Earlier
 * pending invitations to the same address for this vehicle are withdrawn: only the newest link
 * works, so a role changed by inviting again is the one that counts.
 */
export async function createInvite(
  db: Db,
  ownerId: string,
  vehicleId: string,
  input: InviteRequest,
): Promise<InviteGrant> {
  const [about] = await db
    .select({
      first: customers.firstName,
      last: customers.lastName,
      ownEmail: customers.email,
      vehicleName: catalogVariants.name,
    })
    .from(vehicles)
    .innerJoin(customers, eq(customers.id, vehicles.customerId))
    .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
    .where(eq(vehicles.id, vehicleId));
  if (!about) throw new HttpError(404, 'Vehicle not found');
  if (about.ownEmail.toLowerCase() === input.email) throw new HttpError(409, INVITE_OWN_VEHICLE);
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(vehicleInvites)
      .set({ revokedOn: sql`now()` })
      .where(
        and(
          eq(vehicleInvites.vehicleId, vehicleId),
          eq(vehicleInvites.email, input.email),
          unspent(),
        ),
      );
    await tx.insert(vehicleInvites).values({
      id: randomUUID(),
      tokenHash: tokenHash(token),
      vehicleId,
      email: input.email,
      role: input.role,
      expiresOn: sql`now() + make_interval(days => ${INVITE_DAYS})`,
    });
  });
  return {
    token,
    email: input.email,
    ownerName: fullName(about.first, about.last),
    vehicleName: about.vehicleName,
    role: input.role,
  };
}

/**
 * The vehicle's members and its invitations still waiting. A used, withdrawn, declined or expired
 * one is no longer listed: it asks nothing more of the owner, who can invite the address again.
 */
export async function listMembers(db: Db, vehicleId: string) {
  const members = await db
    .select({
      customerId: vehicleMembers.customerId,
      first: customers.firstName,
      last: customers.lastName,
      email: customers.email,
      role: vehicleMembers.role,
      since: vehicleMembers.createdOn,
    })
    .from(vehicleMembers)
    .innerJoin(customers, eq(customers.id, vehicleMembers.customerId))
    .where(eq(vehicleMembers.vehicleId, vehicleId))
    .orderBy(asc(vehicleMembers.createdOn));
  const invites = await db
    .select({
      id: vehicleInvites.id,
      email: vehicleInvites.email,
      role: vehicleInvites.role,
      expiresOn: vehicleInvites.expiresOn,
    })
    .from(vehicleInvites)
    .where(and(eq(vehicleInvites.vehicleId, vehicleId), live()))
    .orderBy(asc(vehicleInvites.createdOn));
  return {
    members: members.map((m) => ({
      customerId: m.customerId,
      fullName: fullName(m.first, m.last),
      email: m.email,
      role: m.role,
      since: m.since.toISOString(),
    })),
    invites: invites.map((i) => ({ ...i, expiresOn: i.expiresOn.toISOString() })),
  };
}

/** Withdraws a pending invitation of the vehicle; its link then gets the 'invalid' answer. */
export async function revokeInvite(db: Db, vehicleId: string, inviteId: string): Promise<void> {
  const revoked = await db
    .update(vehicleInvites)
    .set({ revokedOn: sql`now()` })
    .where(and(eq(vehicleInvites.id, inviteId), eq(vehicleInvites.vehicleId, vehicleId), unspent()))
    .returning({ id: vehicleInvites.id });
  if (!revoked[0]) throw new HttpError(404, 'Invitation not found');
}

/**
 * Removes a member at once. Every check reads vehicle_members per request, so the driver's next
 * request is refused; the delete raises their list version (migration 0016), so their next list
 * answer drops the vehicle and its claims from their device.
 */
export async function removeMember(db: Db, vehicleId: string, customerId: string): Promise<void> {
  const removed = await db
    .delete(vehicleMembers)
    .where(and(eq(vehicleMembers.vehicleId, vehicleId), eq(vehicleMembers.customerId, customerId)))
    .returning({ id: vehicleMembers.customerId });
  if (!removed[0]) throw new HttpError(404, 'Member not found');
}

/**
 * What a live invitation's link may show before anyone signs in (issue 39): the inviter's name,
 * the vehicle, the role and the invited address. A used, withdrawn or expired link, or one whose
 * vehicle was deleted, tells nothing (410), like a token that never existed.
 */
export async function previewInvite(db: Db, token: string): Promise<InvitePreview> {
  if (!TOKEN_PATTERN.test(token)) throw new HttpError(410, INVITE_LINK_INVALID);
  const [invite] = await db
    .select({
      email: vehicleInvites.email,
      role: vehicleInvites.role,
      vehicleName: catalogVariants.name,
      first: customers.firstName,
      last: customers.lastName,
    })
    .from(vehicleInvites)
    .innerJoin(vehicles, eq(vehicles.id, vehicleInvites.vehicleId))
    .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
    .innerJoin(customers, eq(customers.id, vehicles.customerId))
    .where(
      and(eq(vehicleInvites.tokenHash, tokenHash(token)), live(), eq(vehicles.isDeleted, false)),
    );
  if (!invite) throw new HttpError(410, INVITE_LINK_INVALID);
  return {
    invitedBy: fullName(invite.first, invite.last),
    vehicleName: invite.vehicleName,
    role: invite.role,
    email: invite.email,
  };
}

/**
 * Accepts an invitation for the signed-in customer. Only the account whose email the owner
 * invited may accept: the link alone could be forwarded or read over a shoulder, and the owner
 * chose a person by their address. Spending the link and adding the member happen in one
 * transaction, the spend a guarded update, so two requests with one token cannot both succeed.
 * The customer who spent a link and is still a member gets the same answer again (the email
 * opened on a second device, the page reloaded): what they joined, as it stands, written anew
 * by nothing. Anyone else, or a member since removed, gets the 'invalid' answer.
 */
export async function acceptInvite(
  db: Db,
  customer: { id: string; email: string },
  token: string,
): Promise<AcceptedInvite> {
  if (!TOKEN_PATTERN.test(token)) throw new HttpError(410, INVITE_LINK_INVALID);
  return db.transaction(async (tx) => {
    const spendable = and(eq(vehicleInvites.tokenHash, tokenHash(token)), live());
    const [invite] = await tx
      .select({
        id: vehicleInvites.id,
        email: vehicleInvites.email,
        role: vehicleInvites.role,
        usedBy: vehicleInvites.usedBy,
        isLive: sql<boolean>`${spendable}`,
        vehicleId: vehicles.id,
        ownerId: vehicles.customerId,
        vehicleName: catalogVariants.name,
        first: customers.firstName,
        last: customers.lastName,
      })
      .from(vehicleInvites)
      .innerJoin(vehicles, eq(vehicles.id, vehicleInvites.vehicleId))
      .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
      .innerJoin(customers, eq(customers.id, vehicles.customerId))
      .where(and(eq(vehicleInvites.tokenHash, tokenHash(token)), eq(vehicles.isDeleted, false)))
      .for('update', { of: vehicleInvites });
    if (!invite) throw new HttpError(410, INVITE_LINK_INVALID);
    const answer = (role: AcceptedInvite['role']): AcceptedInvite => ({
      vehicleId: invite.vehicleId,
      vehicleName: invite.vehicleName,
      role,
      sharedBy: fullName(invite.first, invite.last),
    });
    if (!invite.isLive) {
      const [member] =
        invite.usedBy === customer.id
          ? await tx
              .select({ role: vehicleMembers.role })
              .from(vehicleMembers)
              .where(
                and(
                  eq(vehicleMembers.vehicleId, invite.vehicleId),
                  eq(vehicleMembers.customerId, customer.id),
                ),
              )
          : [];
      if (!member) throw new HttpError(410, INVITE_LINK_INVALID);
      return answer(member.role);
    }
    if (invite.email !== customer.email.toLowerCase()) throw new HttpError(403, INVITE_OTHER_EMAIL);
    if (invite.ownerId === customer.id) throw new HttpError(409, INVITE_OWN_VEHICLE);
    const spent = await tx
      .update(vehicleInvites)
      .set({ usedOn: sql`now()`, usedBy: customer.id })
      .where(and(eq(vehicleInvites.id, invite.id), spendable))
      .returning({ id: vehicleInvites.id });
    if (!spent[0]) throw new HttpError(410, INVITE_LINK_INVALID);
    await tx
      .insert(vehicleMembers)
      .values({ vehicleId: invite.vehicleId, customerId: customer.id, role: invite.role })
      .onConflictDoUpdate({
        target: [vehicleMembers.vehicleId, vehicleMembers.customerId],
        set: { role: invite.role },
      });
    return answer(invite.role);
  });
}

/**
 * The invited person says no (issue 39). The link is the authority, as for the preview, so it
 * works signed out; a signed-in customer must be the invited address, as for accepting. One
 * guarded statement spends a live invitation, so a decline racing an accept or a withdrawal
 * leaves exactly one of them. Declining again is answered as done and writes nothing.
 */
export async function declineInvite(
  db: Db,
  customer: { email: string } | null,
  token: string,
): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) throw new HttpError(410, INVITE_LINK_INVALID);
  const hash = tokenHash(token);
  const email = customer?.email.toLowerCase();
  const vehicleKept = exists(
    db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.id, vehicleInvites.vehicleId), eq(vehicles.isDeleted, false))),
  );
  const declined = await db
    .update(vehicleInvites)
    .set({ declinedOn: sql`now()` })
    .where(
      and(
        eq(vehicleInvites.tokenHash, hash),
        live(),
        vehicleKept,
        email === undefined ? undefined : eq(vehicleInvites.email, email),
      ),
    )
    .returning({ id: vehicleInvites.id });
  if (declined[0]) return;
  // Nothing changed: say why, telling a stranger no more than the accept route would.
  const [invite] = await db
    .select({
      email: vehicleInvites.email,
      declinedOn: vehicleInvites.declinedOn,
      isLive: sql<boolean>`${live()}`,
    })
    .from(vehicleInvites)
    .where(and(eq(vehicleInvites.tokenHash, hash), vehicleKept));
  const invited = invite !== undefined && (email === undefined || invite.email === email);
  if (invite?.declinedOn && invited) return;
  if (invite?.isLive && !invited) throw new HttpError(403, INVITE_OTHER_EMAIL);
  throw new HttpError(410, INVITE_LINK_INVALID);
}

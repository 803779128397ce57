import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_LINK_INVALID, INVITE_OTHER_EMAIL } from '../../contract/drivers';
import { expenses, vehicleInvites } from '../../server/db/schema';
import { backends, signUp, startApp, type TestApp } from './harness';
import { addVehicle, claimBody, jpeg, postClaim, upload } from './expenses-fixtures';
import { accept, invite, listPost, members, removeMember, share } from './drivers-fixtures';
import { decodeQuotedPrintable, inviteTokenIn, startSmtpStandIn } from './smtp-stand-in';
import { showsSecret } from './shows-secret';

const PUBLIC_URL = 'https://portal.example.test';

describe.each(backends)('a second driver on %s', (backend) => {
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    t = await startApp(backend, { smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  const nextMail = () => smtp.nextMail();
  const uploadPath = async (cookie: string) =>
    (await upload(t.app, cookie, jpeg())).json().data[0].path as string;

  it('mails a link that adds the member once, for the invited address only, and lists the member', async () => {
    const owner = await signUp(t.app, { firstName: 'Olive', lastName: 'Owner' });
    const driver = await signUp(t.app);
    const stranger = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, owner.user.id);

    const sent = await invite(t.app, owner, vehicleId, driver.user.email.toUpperCase());
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      status: true,
      message: `Invitation sent to ${driver.user.email}`,
      data: null,
    });
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual([driver.user.email]);
    expect(decodeQuotedPrintable(mail.raw)).toContain(`${PUBLIC_URL}/portal/invite?token=`);
    expect(decodeQuotedPrintable(mail.raw)).toContain('Olive Owner has invited you');
    const token = inviteTokenIn(mail.raw);
    const stored = await t.db.select().from(vehicleInvites);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    const pending = (await members(t.app, owner, vehicleId)).json().data;
    expect(pending.members).toEqual([]);
    expect(pending.invites).toEqual([
      expect.objectContaining({ email: driver.user.email, role: 'driver' }),
    ]);

    const wrong = await accept(t.app, stranger, token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ status: false, message: INVITE_OTHER_EMAIL });

    const done = await accept(t.app, driver, token);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual(
      expect.objectContaining({ vehicleId, role: 'driver', sharedBy: 'Olive Owner' }),
    );
    // The driver opening the link again (another device, a reload) is told what they joined;
    // nothing more is written, and the spent link is nobody else's.
    const again = await accept(t.app, driver, token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(done.json().data);
    const late = await accept(t.app, stranger, token);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ status: false, message: INVITE_LINK_INVALID });

    const after = (await members(t.app, owner, vehicleId)).json().data;
    expect(after.invites).toEqual([]);
    expect(after.members).toEqual([
      expect.objectContaining({ customerId: driver.user.id, role: 'driver' }),
    ]);
    // Only the owner manages the vehicle's drivers.
    expect((await members(t.app, driver, vehicleId)).statusCode).toBe(403);
    expect((await members(t.app, stranger, vehicleId)).statusCode).toBe(404);
    expect((await invite(t.app, driver, vehicleId, stranger.user.email)).statusCode).toBe(403);
  });

  it('shows a live link, signed out, who invited to which vehicle and the address, and no more', async () => {
    const owner = await signUp(t.app, { firstName: 'Olive', lastName: 'Owner' });
    const driver = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, owner.user.id);
    await invite(t.app, owner, vehicleId, driver.user.email);
    const token = inviteTokenIn((await smtp.nextMail()).raw);
    const preview = (body: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/invites/preview', payload: body });

    const shown = await preview({ token });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toEqual({
      invitedBy: 'Olive Owner',
      vehicleName: expect.any(String),
      role: 'driver',
      email: driver.user.email,
    });
    expect(shown.json().data.vehicleName).not.toBe('');
    // Looking is not accepting: the driver is no member until they accept.
    expect((await members(t.app, owner, vehicleId)).json().data.members).toEqual([]);

    expect((await accept(t.app, driver, token)).statusCode).toBe(200);
    const spent = await preview({ token });
    expect(spent.statusCode).toBe(410);
    expect(spent.json()).toEqual({ status: false, message: INVITE_LINK_INVALID });
    expect((await preview({ token: 'B'.repeat(43) })).statusCode).toBe(410);
    expect((await preview({ token: 'not-a-token' })).statusCode).toBe(410);
    expect((await preview({})).statusCode).toBe(400);
  });

  it('refuses an expired or withdrawn link with a clear 410', async () => {
    const owner = await signUp(t.app);
    const driver = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, owner.user.id);

    await invite(t.app, owner, vehicleId, driver.user.email);
    const expired = inviteTokenIn((await smtp.nextMail()).raw);
    await t.db
      .update(vehicleInvites)
      .set({ expiresOn: sql`now() - interval '1 minute'` })
      .where(eq(vehicleInvites.vehicleId, vehicleId));
    const late = await accept(t.app, driver, expired);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(INVITE_LINK_INVALID);

    await invite(t.app, owner, vehicleId, driver.user.email, 'viewer');
    const withdrawn = inviteTokenIn((await smtp.nextMail()).raw);
    const [pending] = (await members(t.app, owner, vehicleId)).json().data.invites;
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/customer/vehicle/${vehicleId}/invites/${pending.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(revoke.statusCode).toBe(200);
    expect((await accept(t.app, driver, withdrawn)).statusCode).toBe(410);
    expect((await accept(t.app, driver, 'not-a-token')).statusCode).toBe(410);
    expect((await members(t.app, owner, vehicleId)).json().data.members).toEqual([]);
  });

  it('lets the invited person decline: the owner no longer sees it pending and the link accepts nothing', async () => {
    const owner = await signUp(t.app);
    const driver = await signUp(t.app);
    const stranger = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, owner.user.id);
    await invite(t.app, owner, vehicleId, driver.user.email);
    const token = inviteTokenIn((await smtp.nextMail()).raw);
    const decline = (payload: Record<string, string>, who?: { cookie: string }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/invites/decline',
        headers: who ? { cookie: who.cookie } : {},
        payload,
      });

    // Signed in, only the invited address may say no, as only it may accept.
    const wrong = await decline({ token }, stranger);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ status: false, message: INVITE_OTHER_EMAIL });
    expect((await members(t.app, owner, vehicleId)).json().data.invites).toHaveLength(1);

    // The link alone is enough signed out: no account is needed to say no.
    const done = await decline({ token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: true, message: 'Invitation declined', data: null });
    const [row] = await t.db
      .select()
      .from(vehicleInvites)
      .where(eq(vehicleInvites.vehicleId, vehicleId));
    expect(row?.declinedOn).toBeInstanceOf(Date);
    expect(row?.usedOn).toBeNull();
    expect((await members(t.app, owner, vehicleId)).json().data).toEqual({
      members: [],
      invites: [],
    });

    const late = await accept(t.app, driver, token);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ status: false, message: INVITE_LINK_INVALID });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/invites/preview', payload: { token } }))
        .statusCode,
    ).toBe(410);
    expect((await members(t.app, owner, vehicleId)).json().data.members).toEqual([]);

    // Declining again (a reload, the email's other device) answers the same and writes nothing.
    const again = await decline({ token }, driver);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Invitation declined');
    const [still] = await t.db
      .select()
      .from(vehicleInvites)
      .where(eq(vehicleInvites.vehicleId, vehicleId));
    expect(still?.declinedOn?.getTime()).toBe(row?.declinedOn?.getTime());
    expect((await decline({ token }, stranger)).statusCode).toBe(410);
    expect((await decline({ token: 'B'.repeat(43) })).statusCode).toBe(410);
    expect((await decline({ token: 'not-a-token' })).statusCode).toBe(410);
    expect((await decline({})).statusCode).toBe(400);

    // The database keeps one ending, whoever writes: a declined invitation is never also used.
    await expect(
      t.db
        .update(vehicleInvites)
        .set({ usedOn: sql`now()`, usedBy: driver.user.id })
        .where(eq(vehicleInvites.vehicleId, vehicleId)),
    ).rejects.toThrow();
  });

  it('lets only one of accept and decline spend a link, and refuses a decline after accepting', async () => {
    const owner = await signUp(t.app);
    const driver = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, owner.user.id);
    await invite(t.app, owner, vehicleId, driver.user.email);
    const token = inviteTokenIn((await smtp.nextMail()).raw);
    const decline = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/invites/decline',
        headers: { cookie: driver.cookie },
        payload: { token },
      });

    const answers = await Promise.all([accept(t.app, driver, token), decline()]);
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 410)).toHaveLength(1);
    const accepted = codes[0] === 200;
    const after = (await members(t.app, owner, vehicleId)).json().data;
    expect(after.invites).toEqual([]);
    expect(after.members).toHaveLength(accepted ? 1 : 0);
    // Whichever came first stands: a decline now cannot undo a membership, nor the reverse.
    expect((await decline()).statusCode).toBe(accepted ? 410 : 200);
    expect((await accept(t.app, driver, token)).statusCode).toBe(accepted ? 200 : 410);
  });

  it('records who filed a claim; each sees only the account they filed with', async () => {
    const owner = await signUp(t.app, { firstName: 'Olive', lastName: 'Owner' });
    const driver = await signUp(t.app, { firstName: 'Dana', lastName: 'Driver' });
    const vehicleId = await addVehicle(t.db, owner.user.id);
    const ownClaim = await postClaim(
      t.app,
      owner.cookie,
      claimBody(vehicleId, await uploadPath(owner.cookie)),
    );
    expect(ownClaim.statusCode).toBe(200);
    await share(t.app, nextMail, owner, driver, vehicleId);

    const driverReceipt = await uploadPath(driver.cookie);
    const filed = await postClaim(
      t.app,
      driver.cookie,
      claimBody(vehicleId, driverReceipt, {
        bsb: '123456',
        account: '123456 87654321',
      }),
      'driver-claim-0001',
    );
    expect(filed.statusCode).toBe(200);
    const claimId = filed.json().data.id as string;
    const [row] = await t.db.select().from(expenses).where(eq(expenses.id, claimId));
    expect(row?.filedBy).toBe(driver.user.id);
    expect(row?.customerId).toBe(owner.user.id);
    const [ownRow] = await t.db
      .select()
      .from(expenses)
      .where(eq(expenses.id, ownClaim.json().data.id));
    expect(ownRow?.filedBy).toBe(owner.user.id);

    // The owner opens the receipt the driver uploaded for a claim on their vehicle.
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/file/${driverReceipt}`,
      headers: { cookie: owner.cookie },
    });
    expect(receipt.statusCode).toBe(200);
    const ownerList = (await listPost(t.app, owner, '/api/customer/monthly/expenses')).json().data;
    const seenByOwner = ownerList.find((c: { id: string }) => c.id === claimId);
    expect(seenByOwner.filedBy).toEqual({ id: driver.user.id, fullName: 'Dana Driver' });
    expect(seenByOwner.account).toBe('');
    // Neither the driver's account number nor its last four, masked or not.
    expect(showsSecret(JSON.stringify(ownerList), '87654321')).toBe(false);
    expect(showsSecret(JSON.stringify(ownerList), '4321')).toBe(false);

    const driverList = (await listPost(t.app, driver, '/api/customer/monthly/expenses')).json()
      .data;
    expect(driverList.map((c: { id: string }) => c.id).sort()).toEqual(
      [claimId, ownClaim.json().data.id].sort(),
    );
    const ownersSeenByDriver = driverList.find((c: { id: string }) => c.id !== claimId);
    expect(ownersSeenByDriver.account).toBe('');
    expect(ownersSeenByDriver.bsb).toBe('');
    expect(JSON.stringify(driverList)).not.toContain('062000');
    expect(driverList.find((c: { id: string }) => c.id === claimId).account).toBe(
      '123456 XXXX4321',
    );
  });

  it('removal takes effect on the very next request and changes the list version', async () => {
    const owner = await signUp(t.app);
    const driver = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, owner.user.id);
    const own = await addVehicle(t.db, driver.user.id, 2, 'OWN1');
    const token = await share(t.app, nextMail, owner, driver, vehicleId);

    const before = await listPost(t.app, driver, '/api/customer/vehicles');
    const shared = before.json().data.find((v: { id: string }) => v.id === vehicleId);
    expect(shared).toEqual(expect.objectContaining({ role: 'driver', sharedBy: 'Alex Driver' }));
    expect(shared.paymentInFlight).toBeNull();
    const etag = String(before.headers.etag);
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/customer/subscribed/vehicles',
      headers: { cookie: driver.cookie },
    });
    expect(
      subscribed
        .json()
        .data.map((v: { id: string }) => v.id)
        .sort(),
    ).toEqual([vehicleId, own].sort());
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/customer/vehicle/${vehicleId}`,
          headers: { cookie: driver.cookie },
        })
      ).statusCode,
    ).toBe(200);
    // Unchanged membership: the driver's copy is still current.
    const still = await listPost(t.app, driver, '/api/customer/vehicles', {
      'if-none-match': etag,
    });
    expect(still.statusCode).toBe(304);

    expect((await removeMember(t.app, owner, vehicleId, driver.user.id)).statusCode).toBe(200);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/customer/vehicle/${vehicleId}`,
      headers: { cookie: driver.cookie },
    });
    expect(detail.statusCode).toBe(404);
    expect(detail.json().status).toBe(false);
    const claim = await postClaim(
      t.app,
      driver.cookie,
      claimBody(vehicleId, await uploadPath(driver.cookie)),
    );
    expect(claim.statusCode).toBe(404);
    const after = await listPost(t.app, driver, '/api/customer/vehicles', {
      'if-none-match': etag,
    });
    expect(after.statusCode).toBe(200);
    expect(String(after.headers.etag)).not.toBe(etag);
    expect(after.json().data.map((v: { id: string }) => v.id)).toEqual([own]);
    expect((await removeMember(t.app, owner, vehicleId, driver.user.id)).statusCode).toBe(404);
    // The spent link does not bring a removed driver back.
    const reopened = await accept(t.app, driver, token);
    expect(reopened.statusCode).toBe(410);
    expect(reopened.json().message).toBe(INVITE_LINK_INVALID);
    expect((await members(t.app, owner, vehicleId)).json().data.members).toEqual([]);
  });

  it("raises a driver's list version when the owner's vehicle or its claims change", async () => {
    const owner = await signUp(t.app);
    const driver = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, owner.user.id);
    await share(t.app, nextMail, owner, driver, vehicleId);
    const before = await listPost(t.app, driver, '/api/customer/monthly/expenses');
    const filed = await postClaim(
      t.app,
      owner.cookie,
      claimBody(vehicleId, await uploadPath(owner.cookie)),
    );
    expect(filed.statusCode).toBe(200);
    const after = await listPost(t.app, driver, '/api/customer/monthly/expenses', {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.map((c: { id: string }) => c.id)).toEqual([filed.json().data.id]);
  });
});

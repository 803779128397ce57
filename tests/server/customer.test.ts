import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signUp, startApp, type TestApp } from './harness';

const profile = {
  firstName: '  Sam ',
  lastName: 'Nguyen',
  company: 'Nguyen Haulage',
  unitNo: 'Unit 4',
  address: '12 George Street',
  city: 'Parramatta',
  state: 'NSW',
  zipCode: '2150',
  country: 'AU',
  phoneNumber: '0412345678',
};

describe.each(backends)('profile, password and dashboard on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => t.close());

  it('updates the profile with trimmed values and keeps the email read-only', async () => {
    const { cookie, user } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/update',
      headers: { cookie },
      payload: { ...profile, email: 'hijack@example.com' },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ firstName: 'Sam', fullName: 'Sam Nguyen', state: 'NSW' });
    expect(data.email).toBe(user.email);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/customer/user',
      headers: { cookie },
    });
    expect(read.json().data).toMatchObject({ company: 'Nguyen Haulage', unitNo: 'Unit 4' });
  });

  it.each([
    [{ firstName: '   ' }, 'First name is required'],
    [{ company: '' }, 'Company is required'],
    [{ address: ' \t ' }, 'Address is required'],
    [{ unitNo: '12345678901' }, 'Unit no must be at most 10 characters'],
    [{ phoneNumber: '04123' }, 'Phone must be 10 digits'],
    [{ state: 'New South Wales' }, 'state'],
    [{ country: 'NZ' }, 'Country must be Australia'],
  ])('refuses %j and changes nothing', async (patch, message) => {
    const { cookie } = await signUp(t.app);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/customer/user',
      headers: { cookie },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/update',
      headers: { cookie },
      payload: { ...profile, ...patch },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(false);
    expect(res.json().message).toContain(message);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/customer/user',
      headers: { cookie },
    });
    expect(after.json()).toEqual(before.json());
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const a = await signUp(t.app, { password: 'first-password-1' });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: a.user.email, password: 'first-password-1' },
    });
    const otherCookie = String(other.headers['set-cookie']).split(';')[0] ?? '';

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/customer/change/password',
      headers: { cookie: a.cookie },
      payload: {
        oldPassword: 'not-it-at-all',
        password: 'second-password-2',
        confirmPassword: 'second-password-2',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');

    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/customer/change/password',
      headers: { cookie: a.cookie },
      payload: {
        oldPassword: 'first-password-1',
        password: 'second-password-2',
        confirmPassword: 'different-3',
      },
    });
    expect(mismatch.statusCode).toBe(400);

    const good = await t.app.inject({
      method: 'POST',
      url: '/api/customer/change/password',
      headers: { cookie: a.cookie },
      payload: {
        oldPassword: 'first-password-1',
        password: 'second-password-2',
        confirmPassword: 'second-password-2',
      },
    });
    expect(good.statusCode).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/customer/user',
      headers: { cookie: a.cookie },
    });
    expect(mine.statusCode).toBe(200);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/customer/user',
      headers: { cookie: otherCookie },
    });
    expect(theirs.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: a.user.email, password: 'second-password-2' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers zeros on the dashboard of a new customer', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/customer/dashboard',
      headers: { cookie },
    });
    expect(res.json()).toEqual({
      status: true,
      message: 'Dashboard',
      data: {
        totalVehicle: 0,
        totalAmountofSubscription: 0,
        totalPendingSubscription: 0,
        totalCreditAmount: 0,
        totalExpensiveAmount: 0,
        claimCount: 0,
        nextCharge: null,
        alerts: [],
      },
    });
  });

  it('keeps each customer to their own profile', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/customer/update',
      headers: { cookie: b.cookie },
      payload: { ...profile, company: 'B Pty Ltd' },
    });
    const readA = await t.app.inject({
      method: 'GET',
      url: '/api/customer/user',
      headers: { cookie: a.cookie },
    });
    expect(readA.json().data.company).toBe('');
    expect(readA.json().data.id).toBe(a.user.id);
  });
});

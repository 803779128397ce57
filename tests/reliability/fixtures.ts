import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../server/app-types';
import { assignFuelCard } from '../../server/domain/fuel-cards/fuel-cards';
import type { Db } from '../../server/db/open';
import { signUp } from '../server/harness';

/** A request as the route walkers send it; `url` is already filled in. */
export type Req = {
  method: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
};

/**
 * One customer with data of every kind the server has routes for. Kinds whose routes do not
 * exist yet stay empty strings, and the walkers skip requests that need them.
 */
export type Fixture = {
  id: string;
  email: string;
  password: string;
  cookie: string;
  /** Text unique to this customer, written into every free-text field it owns. */
  marker: string;
  vehicleId: string;
  pendingVehicleId: string;
  vehicleMasterId: string;
  catalogue: { make: string; model: string; year: number };
  cardId: string;
  secondCardId: string;
  bankId: string;
  paymentId: string;
  subscriptionId: string;
  uploadPath: string;
  uploadName: string;
  uploadKey: string;
  expenseId: string;
  expenseKey: string;
  fuelCardId: string;
  fuelCardNumber: string;
};

export const TINY_JPEG = Buffer.from(
  'ffd8ffe000104a46494600010100000100010000ffdb004300080606070605080707070909080a0c140d0c0b0b0c1912130f141d1a1f1e1d1a1c1c20242e2720222c231c1c2837292c30313434341f27393d38323c2e333432ffc0000b080001000101011100ffc4001f0000010501010101010100000000000000000102030405060708090a0bffda0008010100003f00d2cf20ffd9',
  'hex',
);

/** A multipart body with one file part, as a browser form would send it. */
export function multipart(
  field: string,
  filename: string,
  bytes: Buffer,
  contentType = 'image/jpeg',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----reliability${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function hasRoute(app: App, method: string, url: string): boolean {
  return app.routeTable.some((r) => r.method === method && r.url === url);
}

export async function send(app: App, cookie: string, req: Req): Promise<LightMyRequestResponse> {
  const isBuffer = Buffer.isBuffer(req.payload);
  const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), ...req.headers };
  if (req.payload !== undefined && !isBuffer && !headers['content-type']) {
    headers['content-type'] = 'application/json';
  }
  let payload: string | Buffer | undefined;
  if (isBuffer) payload = req.payload as Buffer;
  else if (typeof req.payload === 'string') payload = req.payload;
  else if (req.payload !== undefined) payload = JSON.stringify(req.payload);
  return app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

async function must(app: App, cookie: string, req: Req): Promise<unknown> {
  const res = await send(app, cookie, req);
  if (res.statusCode !== 200) {
    throw new Error(`fixture ${req.method} ${req.url} answered ${res.statusCode}: ${res.body}`);
  }
  return (res.json() as { data: unknown }).data;
}

export const today = (): string => new Date().toISOString().slice(0, 10);

/** The wizard data a vehicle is created from, naming this customer's marker everywhere. */
export function wizardData(
  f: Pick<Fixture, 'marker' | 'vehicleMasterId' | 'catalogue'>,
  rego: string,
) {
  return {
    make: f.catalogue.make,
    model: f.catalogue.model,
    year: f.catalogue.year,
    vehicleMasterId: f.vehicleMasterId,
    registerationNumber: rego,
    kmYearTravelled: 15000,
    currentOdometer: 20000,
    whoIsUsing: 'OTHER',
    firstName: `${f.marker}First`,
    lastName: `${f.marker}Last`,
    phoneNumber: '0412345678',
    emailAddress: `${f.marker.toLowerCase()}@example.com`,
    isVehicleUnderFinance: true,
    monthlyRepayment: 321.5,
    isBalloonPayment: false,
    isVehicleInsurance: true,
    vehicleInsurancePaying: 1200,
    isReviewForInsurance: false,
  };
}

export const profileOf = (marker: string) => ({
  firstName: `${marker}First`,
  lastName: `${marker}Last`,
  company: `${marker} Company`,
  unitNo: '',
  address: `1 ${marker} Street`,
  city: 'Sydney',
  state: 'NSW',
  zipCode: '2000',
  country: 'AU',
  phoneNumber: '0412345678',
});

/**
 * Builds one customer's data through the public API (the fuel card through the operator's
 * domain function, as an admin would), skipping kinds whose routes are not there.
 */
export async function buildFixture(app: App, db: Db, marker: string): Promise<Fixture> {
  const password = `pw-${marker}-123456`;
  const signed = await signUp(app, {
    email: `${marker.toLowerCase()}-${randomBytes(3).toString('hex')}@example.com`,
    password,
    firstName: `${marker}First`,
    lastName: `${marker}Last`,
  });
  const cookie = signed.cookie;
  const f: Fixture = {
    id: signed.user.id,
    email: signed.user.email,
    password,
    cookie,
    marker,
    vehicleId: '',
    pendingVehicleId: '',
    vehicleMasterId: '',
    catalogue: { make: '', model: '', year: 0 },
    cardId: '',
    secondCardId: '',
    bankId: '',
    paymentId: '',
    subscriptionId: '',
    uploadPath: '',
    uploadName: '',
    uploadKey: `upload-${marker}-${randomBytes(4).toString('hex')}`,
    expenseId: '',
    expenseKey: `expense-${marker}-${randomBytes(4).toString('hex')}`,
    fuelCardId: '',
    fuelCardNumber: '',
  };
  await must(app, cookie, {
    method: 'POST',
    url: '/api/customer/update',
    payload: profileOf(marker),
  });

  if (hasRoute(app, 'POST', '/api/customer/vehicle')) {
    const makes = (await must(app, cookie, {
      method: 'GET',
      url: '/api/vehicle/makes?search=',
    })) as string[];
    const make = makes[0] ?? '';
    const q = (s: string) => encodeURIComponent(s);
    const models = (await must(app, cookie, {
      method: 'GET',
      url: `/api/vehicle/models?make=${q(make)}&search=`,
    })) as string[];
    const model = models[0] ?? '';
    const years = (await must(app, cookie, {
      method: 'GET',
      url: `/api/vehicle/years?make=${q(make)}&model=${q(model)}&search=`,
    })) as number[];
    const year = years[0] ?? 0;
    const options = (await must(app, cookie, {
      method: 'GET',
      url: `/api/vehicle/options?make=${q(make)}&model=${q(model)}&year=${year}`,
    })) as { id: string }[];
    f.catalogue = { make, model, year };
    f.vehicleMasterId = options[0]?.id ?? '';
    const rego = (suffix: string) => `${marker.slice(0, 6)}${suffix}`.toUpperCase();
    f.vehicleId = (await must(app, cookie, {
      method: 'POST',
      url: '/api/customer/vehicle',
      payload: wizardData(f, rego('1')),
    })) as string;
    f.pendingVehicleId = (await must(app, cookie, {
      method: 'POST',
      url: '/api/customer/vehicle',
      payload: wizardData(f, rego('2')),
    })) as string;
  }

  const expiry = { cardExpiryMonth: 12, cardExpiryYear: new Date().getFullYear() + 2 };
  if (hasRoute(app, 'POST', '/api/customer/card')) {
    for (const key of ['cardId', 'secondCardId'] as const) {
      const card = (await must(app, cookie, {
        method: 'POST',
        url: '/api/customer/card',
        payload: {
          cardHolderName: `${marker} Holder`,
          cardNumber: key === 'cardId' ? '4242' : '0002',
          ...expiry,
          // Two different cards: the provider keeps one row per card it was given.
          paymentMethodId: key === 'cardId' ? 'pm_card_visa' : 'pm_card_chargeDeclined',
          cardType: 'CREDITCARD',
          isDefault: key === 'cardId',
        },
      })) as { id: string };
      f[key] = card.id;
    }
  }
  if (hasRoute(app, 'POST', '/api/user/bank/add')) {
    const bank = (await must(app, cookie, {
      method: 'POST',
      url: '/api/user/bank/add',
      payload: {
        paymentMethodId: 'pm_auBecsDebit_success',
        bSB: '000000',
        accountNumber: '3456',
        fullName: `${marker} Banker`,
        ac_holder_name: `${marker} Banker`,
        email: f.email,
      },
    })) as { id: string };
    f.bankId = bank.id;
  }
  if (f.vehicleId && f.cardId && hasRoute(app, 'POST', '/api/customer/card/pay')) {
    const paid = (await must(app, cookie, {
      method: 'POST',
      url: '/api/customer/card/pay',
      payload: { vehicleId: f.vehicleId, id: f.cardId },
    })) as { paymentId: string; subscriptionId: string };
    f.paymentId = paid.paymentId;
    f.subscriptionId = paid.subscriptionId;
  }
  if (hasRoute(app, 'POST', '/api/file/group/items/upload')) {
    const body = multipart('file', `${marker}-receipt.jpg`, TINY_JPEG);
    const uploaded = (await must(app, cookie, {
      method: 'POST',
      url: '/api/file/group/items/upload',
      payload: body.payload,
      headers: { ...body.headers, 'idempotency-key': f.uploadKey },
    })) as { path: string; name: string }[];
    f.uploadPath = uploaded[0]?.path ?? '';
    f.uploadName = f.uploadPath.split('/').pop() ?? '';
  }
  if (f.subscriptionId && f.uploadPath && hasRoute(app, 'POST', '/api/usermonthlyexpense')) {
    const claim = (await must(app, cookie, {
      method: 'POST',
      url: '/api/usermonthlyexpense',
      headers: { 'idempotency-key': f.expenseKey },
      payload: adhocClaim(f.vehicleId, f.uploadPath),
    })) as { id: string };
    f.expenseId = claim.id;
  }
  if (f.subscriptionId) {
    const digits = `7${String(Date.now()).slice(-9)}${randomBytes(2).readUInt16BE(0) % 10000}`;
    const card = await assignFuelCard(db, f.vehicleId, digits, { month: 6, year: 2030 });
    f.fuelCardId = card.id;
    f.fuelCardNumber = card.cardNumber;
  }
  return f;
}

export const adhocClaim = (vehicle: string, reciept: string) => ({
  vehicle,
  type: 'Fuel',
  amount: 42.5,
  expenseDate: today(),
  bsb: '062000',
  account: '062000 12345678',
  reciept,
});

/** Every id and unique text of a customer: none of it may ever reach another customer. */
export function secretsOf(f: Fixture): string[] {
  return [
    f.id,
    f.email,
    f.marker,
    f.vehicleId,
    f.pendingVehicleId,
    f.cardId,
    f.secondCardId,
    f.bankId,
    f.paymentId,
    f.subscriptionId,
    f.uploadPath,
    f.uploadName,
    f.expenseId,
    f.fuelCardId,
    f.fuelCardNumber,
  ].filter((s) => s.length > 0);
}

/** Ids of the customer's rows, for walking routes that take an id. */
export function idsOf(f: Fixture): string[] {
  return [
    f.id,
    f.vehicleId,
    f.pendingVehicleId,
    f.cardId,
    f.secondCardId,
    f.bankId,
    f.paymentId,
    f.subscriptionId,
    f.expenseId,
    f.fuelCardId,
    f.uploadName,
  ].filter((s) => s.length > 0);
}

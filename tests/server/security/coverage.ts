import {
  adhocClaim,
  multipart,
  profileOf,
  TINY_JPEG,
  today,
  wizardData,
  type Fixture,
  type Req,
} from '../../reliability/fixtures';

/**
 * THE route coverage list: every route the server registers must be here, either public with
 * the reason it may be, or with the calls that prove one customer cannot reach another's data.
 * The ownership and hostile-input tests walk `app.routeTable` and fail on any route missing here.
 *
 * - `foreign(victim, actor)`: the actor names the victim's rows; every answer must be 404/403.
 * - `probe(victim, actor)`: the actor slips the victim's ids into a request that may succeed on
 *   the actor's own data (e.g. a create); any non-5xx answer is fine as long as it shows none of
 *   the victim's data and changes none of it.
 * - `own(actor)`: the actor's own valid calls (200 unless `expect` says otherwise); the answer
 *   must show none of the victim's data, and `shows(actor)` (if given) must appear in it.
 * Requests that need a kind of data the server cannot make yet are dropped (see `need`).
 */
export type Call = Req & { expect?: number | number[] };

export type RouteCoverage = {
  /** Why this route may be called without a session or carries no customer data at all. */
  public?: string;
  foreign?: (victim: Fixture, actor: Fixture) => Call[];
  probe?: (victim: Fixture, actor: Fixture) => Call[];
  own?: (actor: Fixture) => Call[];
  shows?: (actor: Fixture) => string[];
};

/** The calls, or none when any id they need is missing (that kind has no route yet). */
const need = (ids: string[], calls: () => Call[]): Call[] =>
  ids.every((id) => id.length > 0) ? calls() : [];

const page = { offset: 0, next: 100 };
const q = encodeURIComponent;
const cardExpiry = () => ({ cardExpiryMonth: 12, cardExpiryYear: new Date().getFullYear() + 2 });
const newCard = (f: Fixture, vehicleId?: string) => ({
  cardHolderName: `${f.marker} Holder`,
  cardNumber: '4242',
  ...cardExpiry(),
  paymentMethodId: 'pm_card_visa',
  cardType: 'CREDITCARD',
  isCardSave: true,
  ...(vehicleId ? { vehicleId } : {}),
});
const pushDevice = (f: Fixture) => ({
  endpoint: `https://push.example.test/send/${f.id}`,
  keys: { p256dh: 'BOrYkO6Ckzy0bAHh0xSSmR3lpd8zvx9AFXfrZ0Z5NUsw', auth: 'dGVzdGF1dGhzZWNyZXQ' },
});
const newBank = (f: Fixture, vehicleId?: string) => ({
  paymentMethodId: 'pm_auBecsDebit_success',
  bSB: '000000',
  accountNumber: '3456',
  fullName: `${f.marker} Banker`,
  ac_holder_name: `${f.marker} Banker`,
  email: f.email,
  ...(vehicleId ? { vehicleId } : {}),
});
const tripOf = (vehicle: string) => ({
  vehicle,
  tripOn: today(),
  startKm: 1_999_000,
  endKm: 1_999_010,
  purpose: 'business',
  reason: 'Client visit',
});
const vehicleIdsOf = (f: Fixture) => [f.vehicleId, f.pendingVehicleId].filter(Boolean);
export const COVERAGE: Record<string, RouteCoverage> = {
  // ---------------------------------------------------------------- public by design
  'GET /api/health': { public: 'Liveness for load balancers: says only which database kind.' },
  'GET /api/ready': {
    public: 'Readiness for load balancers: says only ready or not, and which database kind.',
  },
  'POST /api/auth/register': { public: 'Creating an account needs no session (rate-limited).' },
  'POST /api/auth/login': { public: 'Signing in needs no session (rate-limited).' },
  'POST /api/invites/preview': {
    public:
      'An invitation opened while signed out: the emailed token is the authority, and it tells only who invited, the vehicle, the role and the invited address (rate-limited).',
  },
  'POST /api/invites/decline': {
    public:
      'Saying no to an invitation needs no account: the emailed token is the authority; signed in, only the invited address may (drivers.test.ts; rate-limited).',
  },
  'POST /api/auth/password/forgot': {
    public:
      'Asking for a reset link needs no session; throttled per client and per address, and answers the same whether or not the address has an account.',
  },
  'POST /api/auth/password/reset': {
    public:
      'Setting a new password is authorised by the single-use emailed token, not a session (throttled per client).',
  },
  'POST /api/auth/logout': {
    public: 'Ends only the session presented in the cookie; harmless without one.',
  },
  'GET /api/auth/session': {
    public: 'Names only the customer of the session cookie presented, or answers null without one.',
  },
  'POST /api/stripe/webhook': {
    public: "Stripe calls it without a session; every event is checked against Stripe's signature.",
  },

  // ---------------------------------------------------------------- the signed-in customer
  'GET /api/customer/user': {
    own: () => [{ method: 'GET', url: '/api/customer/user' }],
    shows: (a) => [a.id, a.email],
  },
  // The start's validator: only a tag of the session's own customer, no body to leak.
  'GET /api/customer/mirrors': { own: () => [{ method: 'GET', url: '/api/customer/mirrors' }] },
  'POST /api/customer/update': {
    own: (a) => [{ method: 'POST', url: '/api/customer/update', payload: profileOf(a.marker) }],
    // SPEC §7: this path also updates a vehicle; the victim's vehicle id must not be reachable.
    foreign: (v, a) =>
      need([v.vehicleId, a.vehicleMasterId], () =>
        vehicleIdsOf(v).map((id) => ({
          method: 'POST',
          url: '/api/customer/update',
          payload: { ...wizardData(a, 'HIJACK1'), id, isEditRecord: true },
          // 400 while this path takes only profiles; 404 once it also updates vehicles.
          expect: [400, 403, 404],
        })),
      ),
  },
  'POST /api/customer/change/password': {
    own: (a) => [
      {
        method: 'POST',
        url: '/api/customer/change/password',
        payload: {
          oldPassword: `${a.password}-no`,
          password: 'x'.repeat(12),
          confirmPassword: 'x'.repeat(12),
        },
        expect: 400,
      },
    ],
  },
  'GET /api/customer/dashboard': {
    own: () => [{ method: 'GET', url: '/api/customer/dashboard' }],
  },
  // The payout account has no id: the session alone names whose it is.
  'GET /api/customer/payout-account': {
    own: () => [{ method: 'GET', url: '/api/customer/payout-account' }],
  },
  'PUT /api/customer/payout-account': {
    own: (a) => [
      {
        method: 'PUT',
        url: '/api/customer/payout-account',
        payload: { bsb: '062-000', accountNumber: '12345678', password: `${a.password}-no` },
        expect: 400,
      },
      {
        method: 'PUT',
        url: '/api/customer/payout-account',
        payload: { bsb: '062-000', accountNumber: '12345678', password: a.password },
      },
    ],
  },

  // ---------------------------------------------------------------- vehicles
  'GET /api/address/suggestions': {
    // Carries no customer data: suggestions come from the maps service (none in tests).
    own: () => [{ method: 'GET', url: '/api/address/suggestions?q=12%20George%20St' }],
  },
  'GET /api/vehicle/makes': {
    own: () => [{ method: 'GET', url: '/api/vehicle/makes?search=' }],
  },
  'GET /api/vehicle/models': {
    own: (a) => [{ method: 'GET', url: `/api/vehicle/models?make=${q(a.catalogue.make)}&search=` }],
  },
  'GET /api/vehicle/years': {
    own: (a) => [
      {
        method: 'GET',
        url: `/api/vehicle/years?make=${q(a.catalogue.make)}&model=${q(a.catalogue.model)}&search=`,
      },
    ],
  },
  'GET /api/vehicle/options': {
    own: (a) => [
      {
        method: 'GET',
        url: `/api/vehicle/options?make=${q(a.catalogue.make)}&model=${q(a.catalogue.model)}&year=${a.catalogue.year}`,
      },
    ],
  },
  'POST /api/vehicle/price/preview': {
    own: (a) =>
      need([a.vehicleMasterId], () => [
        { method: 'POST', url: '/api/vehicle/price/preview', payload: wizardData(a, 'PREVIEW1') },
      ]),
    probe: (v, a) =>
      need([v.vehicleId, a.vehicleMasterId], () => [
        {
          method: 'POST',
          url: '/api/vehicle/price/preview',
          payload: { ...wizardData(a, 'PREVIEW2'), id: v.vehicleId, isEditRecord: true },
        },
      ]),
  },
  'POST /api/customer/vehicle': {
    own: (a) =>
      need([a.vehicleMasterId], () => [
        { method: 'POST', url: '/api/customer/vehicle', payload: wizardData(a, 'OWNNEW1') },
      ]),
    // A create that carries someone else's id must never turn into an update of their vehicle.
    probe: (v, a) =>
      need([v.vehicleId, a.vehicleMasterId], () =>
        vehicleIdsOf(v).map((id) => ({
          method: 'POST',
          url: '/api/customer/vehicle',
          payload: { ...wizardData(a, 'HIJACK2'), id, isEditRecord: true },
        })),
      ),
  },
  'POST /api/customer/vehicles': {
    own: () => [{ method: 'POST', url: '/api/customer/vehicles', payload: page }],
    shows: (a) => vehicleIdsOf(a),
  },
  'GET /api/customer/vehicle/:id': {
    own: (a) =>
      need([a.vehicleId], () => [{ method: 'GET', url: `/api/customer/vehicle/${a.vehicleId}` }]),
    foreign: (v) =>
      vehicleIdsOf(v).map((id) => ({ method: 'GET', url: `/api/customer/vehicle/${id}` })),
  },
  'DELETE /api/customer/vehicle/:id': {
    foreign: (v) =>
      vehicleIdsOf(v).map((id) => ({ method: 'DELETE', url: `/api/customer/vehicle/${id}` })),
  },
  'GET /api/savedVehicle/price/breakdown/:id': {
    own: (a) =>
      need([a.vehicleId], () => [
        { method: 'GET', url: `/api/savedVehicle/price/breakdown/${a.vehicleId}` },
      ]),
    foreign: (v) =>
      vehicleIdsOf(v).map((id) => ({
        method: 'GET',
        url: `/api/savedVehicle/price/breakdown/${id}`,
      })),
  },

  // ---------------------------------------------------------------- a second driver (issue 30)
  // Only the owner manages a vehicle's drivers: the victim's vehicle is not found for the actor.
  'POST /api/customer/vehicle/:id/invites': {
    own: (a) =>
      need([a.vehicleId], () => [
        {
          method: 'POST',
          url: `/api/customer/vehicle/${a.vehicleId}/invites`,
          payload: { email: `driver-${a.marker.toLowerCase()}@example.com`, role: 'driver' },
        },
      ]),
    foreign: (v, a) =>
      vehicleIdsOf(v).map((id) => ({
        method: 'POST',
        url: `/api/customer/vehicle/${id}/invites`,
        payload: { email: a.email, role: 'driver' },
      })),
  },
  'GET /api/customer/vehicle/:id/members': {
    own: (a) =>
      need([a.vehicleId], () => [
        { method: 'GET', url: `/api/customer/vehicle/${a.vehicleId}/members` },
      ]),
    foreign: (v) =>
      vehicleIdsOf(v).map((id) => ({ method: 'GET', url: `/api/customer/vehicle/${id}/members` })),
  },
  'DELETE /api/customer/vehicle/:id/invites/:inviteId': {
    own: (a) =>
      need([a.vehicleId], () => [
        {
          method: 'DELETE',
          url: `/api/customer/vehicle/${a.vehicleId}/invites/${a.vehicleId}`,
          expect: 404,
        },
      ]),
    foreign: (v) =>
      vehicleIdsOf(v).map((id) => ({
        method: 'DELETE',
        url: `/api/customer/vehicle/${id}/invites/${id}`,
      })),
  },
  'DELETE /api/customer/vehicle/:id/members/:customerId': {
    own: (a) =>
      need([a.vehicleId], () => [
        {
          method: 'DELETE',
          url: `/api/customer/vehicle/${a.vehicleId}/members/${a.id}`,
          expect: 404,
        },
      ]),
    foreign: (v, a) =>
      vehicleIdsOf(v).map((id) => ({
        method: 'DELETE',
        url: `/api/customer/vehicle/${id}/members/${a.id}`,
      })),
  },
  // The token is the authority here, and only the invited address may spend it (drivers.test.ts).
  'POST /api/customer/invites/accept': {
    own: () => [
      {
        method: 'POST',
        url: '/api/customer/invites/accept',
        payload: { token: 'A'.repeat(43) },
        expect: 410,
      },
    ],
  },

  // ---------------------------------------------------------------- expenses and receipts
  'POST /api/usermonthlyexpense': {
    foreign: (v, a) => [
      // The victim's vehicle with the actor's own receipt, and the actor's vehicle with theirs.
      ...need([v.vehicleId, a.uploadPath], () => [
        {
          method: 'POST',
          url: '/api/usermonthlyexpense',
          payload: adhocClaim(v.vehicleId, a.uploadPath),
        },
      ]),
      ...need([a.vehicleId, v.uploadPath], () => [
        {
          method: 'POST',
          url: '/api/usermonthlyexpense',
          payload: adhocClaim(a.vehicleId, v.uploadPath),
        },
      ]),
      // The outbox names its owner: a draft of the victim's must not land on the actor's account.
      ...need([a.vehicleId, a.uploadPath], () => [
        {
          method: 'POST',
          url: '/api/usermonthlyexpense',
          headers: { 'x-customer-id': v.id },
          payload: adhocClaim(a.vehicleId, a.uploadPath),
          expect: 401,
        },
      ]),
    ],
    // Reusing the victim's Idempotency-Key must not hand back the victim's claim.
    probe: (v, a) =>
      need([a.vehicleId, a.uploadPath], () => [
        {
          method: 'POST',
          url: '/api/usermonthlyexpense',
          headers: { 'idempotency-key': v.expenseKey },
          payload: adhocClaim(a.vehicleId, a.uploadPath),
        },
      ]),
  },
  'POST /api/customer/monthly/expenses': {
    own: () => [{ method: 'POST', url: '/api/customer/monthly/expenses', payload: page }],
    shows: (a) => [a.expenseId].filter(Boolean),
  },
  'POST /api/customer/subscribed/vehicles': {
    own: () => [{ method: 'POST', url: '/api/customer/subscribed/vehicles' }],
    shows: (a) => [a.vehicleId].filter(Boolean),
  },
  'POST /api/file/group/items/upload': {
    own: (a) => {
      const body = multipart('file', `${a.marker}-own.jpg`, TINY_JPEG);
      return [
        {
          method: 'POST',
          url: '/api/file/group/items/upload',
          payload: body.payload,
          headers: body.headers,
        },
      ];
    },
    foreign: (v, a) => {
      const body = multipart('file', `${a.marker}-draft.jpg`, TINY_JPEG);
      return [
        {
          method: 'POST',
          url: '/api/file/group/items/upload',
          payload: body.payload,
          headers: { ...body.headers, 'x-customer-id': v.id },
          expect: 401,
        },
      ];
    },
    probe: (v, a) => {
      const body = multipart('file', `${a.marker}-again.jpg`, TINY_JPEG);
      return [
        {
          method: 'POST',
          url: '/api/file/group/items/upload',
          payload: body.payload,
          headers: { ...body.headers, 'idempotency-key': v.uploadKey },
        },
      ];
    },
  },
  'GET /api/file/upload-url': { own: () => [{ method: 'GET', url: '/api/file/upload-url' }] },
  'GET /api/file/:name': {
    own: (a) => need([a.uploadName], () => [{ method: 'GET', url: `/api/file/${a.uploadName}` }]),
    foreign: (v) =>
      need([v.uploadName], () => [{ method: 'GET', url: `/api/file/${v.uploadName}` }]),
  },

  // ---------------------------------------------------------------- fuel card
  'GET /api/customer/cargo/cards': {
    own: (a) =>
      need([a.vehicleId], () => [
        {
          method: 'GET',
          url: `/api/customer/cargo/cards?relationTable=Vehicle&relationId=${a.vehicleId}`,
        },
      ]),
    shows: (a) => [a.fuelCardNumber].filter(Boolean),
    foreign: (v) =>
      vehicleIdsOf(v).map((id) => ({
        method: 'GET',
        url: `/api/customer/cargo/cards?relationTable=Vehicle&relationId=${id}`,
      })),
  },

  // ---------------------------------------------------------------- payments
  'GET /api/:provider/token/key': {
    own: () => [{ method: 'GET', url: '/api/sandbox/token/key' }],
  },
  'POST /api/create/payment/intent': {
    own: (a) =>
      need([a.pendingVehicleId], () => [
        {
          method: 'POST',
          url: '/api/create/payment/intent',
          payload: { vehicleId: a.pendingVehicleId, method: 'card' },
        },
      ]),
    foreign: (v) =>
      vehicleIdsOf(v).flatMap((vehicleId) =>
        ['card', 'bank'].map((method) => ({
          method: 'POST',
          url: '/api/create/payment/intent',
          payload: { vehicleId, method },
        })),
      ),
  },
  'POST /api/customer/cards': {
    own: () => [{ method: 'POST', url: '/api/customer/cards' }],
    shows: (a) => [a.cardId, a.secondCardId].filter(Boolean),
  },
  'POST /api/customer/card': {
    own: (a) => [{ method: 'POST', url: '/api/customer/card', payload: newCard(a) }],
    probe: (v, a) =>
      vehicleIdsOf(v).map((id) => ({
        method: 'POST',
        url: '/api/customer/card',
        payload: newCard(a, id),
      })),
  },
  'POST /api/customer/card/payment': {
    foreign: (v, a) =>
      vehicleIdsOf(v).map((id) => ({
        method: 'POST',
        url: '/api/customer/card/payment',
        payload: newCard(a, id),
      })),
  },
  'POST /api/customer/card/pay': {
    foreign: (v, a) => [
      ...need([v.pendingVehicleId, a.cardId], () => [
        {
          method: 'POST',
          url: '/api/customer/card/pay',
          payload: { vehicleId: v.pendingVehicleId, id: a.cardId },
        },
      ]),
      ...need([a.pendingVehicleId, v.cardId], () => [
        {
          method: 'POST',
          url: '/api/customer/card/pay',
          payload: { vehicleId: a.pendingVehicleId, id: v.cardId },
        },
        {
          method: 'POST',
          url: '/api/customer/card/pay',
          payload: { vehicleId: a.pendingVehicleId, id: v.bankId || v.cardId },
        },
      ]),
    ],
  },
  'POST /api/customer/payment/retry': {
    foreign: (v, a) => [
      // The victim's vehicle, with the actor's own method or the default.
      ...need([v.pendingVehicleId], () => [
        {
          method: 'POST',
          url: '/api/customer/payment/retry',
          payload: { vehicleId: v.pendingVehicleId },
        },
      ]),
      ...need([v.pendingVehicleId, a.cardId], () => [
        {
          method: 'POST',
          url: '/api/customer/payment/retry',
          payload: { vehicleId: v.pendingVehicleId, methodId: a.cardId },
        },
      ]),
      // The actor's own vehicle charged to the victim's card or bank.
      ...need([a.pendingVehicleId, v.cardId], () => [
        {
          method: 'POST',
          url: '/api/customer/payment/retry',
          payload: { vehicleId: a.pendingVehicleId, methodId: v.cardId },
        },
        {
          method: 'POST',
          url: '/api/customer/payment/retry',
          payload: { vehicleId: a.pendingVehicleId, methodId: v.bankId || v.cardId },
        },
      ]),
    ],
  },
  'PUT /api/customer/card/default': {
    own: (a) =>
      need([a.cardId], () => [
        { method: 'PUT', url: '/api/customer/card/default', payload: { id: a.cardId } },
      ]),
    foreign: (v) =>
      [v.cardId, v.secondCardId, v.bankId]
        .filter(Boolean)
        .map((id) => ({ method: 'PUT', url: '/api/customer/card/default', payload: { id } })),
  },
  'DELETE /api/customer/card/:id': {
    foreign: (v) =>
      [v.cardId, v.secondCardId, v.bankId]
        .filter(Boolean)
        .map((id) => ({ method: 'DELETE', url: `/api/customer/card/${id}` })),
  },
  'POST /api/user/banks': {
    own: () => [{ method: 'POST', url: '/api/user/banks' }],
    shows: (a) => [a.bankId].filter(Boolean),
  },
  'POST /api/user/bank/default': {
    own: (a) =>
      need([a.bankId], () => [
        { method: 'POST', url: '/api/user/bank/default', payload: { id: a.bankId } },
      ]),
    foreign: (v) =>
      [v.bankId, v.cardId]
        .filter(Boolean)
        .map((id) => ({ method: 'POST', url: '/api/user/bank/default', payload: { id } })),
  },
  'POST /api/user/bank/add': {
    own: (a) => [{ method: 'POST', url: '/api/user/bank/add', payload: newBank(a) }],
    probe: (v, a) =>
      vehicleIdsOf(v).map((id) => ({
        method: 'POST',
        url: '/api/user/bank/add',
        payload: newBank(a, id),
      })),
  },
  'POST /api/bank/payment': {
    foreign: (v, a) =>
      vehicleIdsOf(v).map((id) => ({
        method: 'POST',
        url: '/api/bank/payment',
        payload: newBank(a, id),
      })),
  },
  'POST /api/customer/payments/logs': {
    own: () => [{ method: 'POST', url: '/api/customer/payments/logs', payload: page }],
    shows: (a) => [a.paymentId].filter(Boolean),
  },
  'GET /api/customer/invoice/supplier': {
    own: () => [{ method: 'GET', url: '/api/customer/invoice/supplier' }],
  },
  'GET /api/customer/payment/:id/invoice.pdf': {
    own: (a) =>
      need([a.paymentId], () => [
        { method: 'GET', url: `/api/customer/payment/${a.paymentId}/invoice.pdf` },
      ]),
    foreign: (v) =>
      need([v.paymentId], () => [
        { method: 'GET', url: `/api/customer/payment/${v.paymentId}/invoice.pdf` },
      ]),
  },
  'GET /api/customer/payment/:id/adjustment-note.pdf': {
    own: (a) =>
      need([a.paymentId], () => [
        // The fixture's payment was never refunded: its own note is not found either.
        {
          method: 'GET',
          url: `/api/customer/payment/${a.paymentId}/adjustment-note.pdf`,
          expect: 404,
        },
      ]),
    foreign: (v) =>
      need([v.paymentId], () => [
        { method: 'GET', url: `/api/customer/payment/${v.paymentId}/adjustment-note.pdf` },
      ]),
  },
  'GET /api/customer/tax-time/years': {
    own: () => [{ method: 'GET', url: '/api/customer/tax-time/years' }],
  },
  'GET /api/customer/tax-time/:year/archive.zip': {
    // The year holding the fixtures' payments and claims (made today).
    own: () => [
      {
        method: 'GET',
        url: `/api/customer/tax-time/${new Date().getMonth() >= 6 ? new Date().getFullYear() + 1 : new Date().getFullYear()}/archive.zip`,
      },
    ],
  },
  'GET /api/customer/notifications': {
    own: () => [{ method: 'GET', url: '/api/customer/notifications' }],
  },
  'PUT /api/customer/notifications': {
    own: () => [
      {
        method: 'PUT',
        url: '/api/customer/notifications',
        payload: { kinds: { comingUp: false } },
      },
    ],
  },
  // An endpoint is a capability URL only its browser knows: there is no other customer's id to
  // name, so the proof is that each customer's calls touch only their own devices.
  'POST /api/customer/push-subscriptions': {
    own: (a) => [
      { method: 'POST', url: '/api/customer/push-subscriptions', payload: pushDevice(a) },
    ],
  },
  'DELETE /api/customer/push-subscriptions': {
    own: (a) => [
      {
        method: 'DELETE',
        url: '/api/customer/push-subscriptions',
        payload: { endpoint: pushDevice(a).endpoint },
      },
    ],
  },
  'POST /api/customer/subscription/logs': {
    own: () => [{ method: 'POST', url: '/api/customer/subscription/logs', payload: page }],
    shows: (a) => [a.subscriptionId].filter(Boolean),
  },
  'DELETE /api/customer/subscription/log/:id': {
    foreign: (v) =>
      need([v.subscriptionId], () => [
        { method: 'DELETE', url: `/api/customer/subscription/log/${v.subscriptionId}` },
      ]),
  },

  // ---------------------------------------------------------------- budget and odometer
  'GET /api/customer/vehicle/:id/budget': {
    own: (a) =>
      need([a.vehicleId], () => [
        { method: 'GET', url: `/api/customer/vehicle/${a.vehicleId}/budget` },
      ]),
    foreign: (v) =>
      vehicleIdsOf(v).map((id) => ({ method: 'GET', url: `/api/customer/vehicle/${id}/budget` })),
  },
  'GET /api/customer/budget/forecast': {
    own: () => [{ method: 'GET', url: '/api/customer/budget/forecast' }],
    shows: (a) => [a.vehicleId].filter(Boolean),
  },
  'GET /api/customer/vehicle/:id/odometer': {
    own: (a) =>
      need([a.vehicleId], () => [
        { method: 'GET', url: `/api/customer/vehicle/${a.vehicleId}/odometer` },
      ]),
    foreign: (v) =>
      vehicleIdsOf(v).map((id) => ({ method: 'GET', url: `/api/customer/vehicle/${id}/odometer` })),
  },
  'POST /api/customer/odometer': {
    own: (a) =>
      need([a.vehicleId], () => [
        {
          method: 'POST',
          url: '/api/customer/odometer',
          payload: { vehicle: a.vehicleId, reading: 99_999, readOn: today() },
        },
      ]),
    foreign: (v, a) => [
      ...vehicleIdsOf(v).map((id) => ({
        method: 'POST',
        url: '/api/customer/odometer',
        payload: { vehicle: id, reading: 99_999, readOn: today() },
      })),
      // The victim's uploaded photo cannot be attached to the actor's reading.
      ...need([a.vehicleId, v.uploadPath], () => [
        {
          method: 'POST',
          url: '/api/customer/odometer',
          payload: { vehicle: a.vehicleId, reading: 99_999, readOn: today(), photo: v.uploadPath },
        },
      ]),
      // The outbox names its owner: a draft of the victim's must not land on the actor's account.
      ...need([a.vehicleId], () => [
        {
          method: 'POST',
          url: '/api/customer/odometer',
          headers: { 'x-customer-id': v.id },
          payload: { vehicle: a.vehicleId, reading: 99_999, readOn: today() },
          expect: 401,
        },
      ]),
    ],
    probe: (v, a) =>
      need([a.vehicleId, v.expenseKey], () => [
        {
          method: 'POST',
          url: '/api/customer/odometer',
          headers: { 'idempotency-key': v.expenseKey },
          payload: { vehicle: a.vehicleId, reading: 99_999, readOn: today() },
        },
      ]),
  },
  'PUT /api/customer/vehicle/:id/rego': {
    own: (a) =>
      need([a.vehicleId], () => [
        {
          method: 'PUT',
          url: `/api/customer/vehicle/${a.vehicleId}/rego`,
          payload: { regoExpiry: '2030-01-31' },
        },
      ]),
    foreign: (v) =>
      vehicleIdsOf(v).map((id) => ({
        method: 'PUT',
        url: `/api/customer/vehicle/${id}/rego`,
        payload: { regoExpiry: '2030-01-31' },
      })),
  },
  // ---------------------------------------------------------------- the ATO logbook
  'GET /api/customer/vehicle/:id/logbook': {
    own: (a) =>
      need([a.vehicleId], () => [
        { method: 'GET', url: `/api/customer/vehicle/${a.vehicleId}/logbook` },
      ]),
    foreign: (v) =>
      vehicleIdsOf(v).map((id) => ({ method: 'GET', url: `/api/customer/vehicle/${id}/logbook` })),
  },
  'POST /api/customer/logbook/period': {
    own: (a) =>
      need([a.vehicleId], () => [
        {
          method: 'POST',
          url: '/api/customer/logbook/period',
          payload: { vehicle: a.vehicleId, startsOn: today() },
        },
      ]),
    foreign: (v) =>
      vehicleIdsOf(v).map((id) => ({
        method: 'POST',
        url: '/api/customer/logbook/period',
        payload: { vehicle: id, startsOn: today() },
      })),
  },
  'POST /api/customer/logbook/trip': {
    // Without a period covering today the trip is refused (409); either way nothing leaks.
    own: (a) =>
      need([a.vehicleId], () => [
        {
          method: 'POST',
          url: '/api/customer/logbook/trip',
          payload: tripOf(a.vehicleId),
          expect: [200, 409],
        },
      ]),
    foreign: (v, a) => [
      ...vehicleIdsOf(v).map((id) => ({
        method: 'POST',
        url: '/api/customer/logbook/trip',
        payload: tripOf(id),
      })),
      // The outbox names its owner: a draft of the victim's must not land on the actor's account.
      ...need([a.vehicleId], () => [
        {
          method: 'POST',
          url: '/api/customer/logbook/trip',
          headers: { 'x-customer-id': v.id },
          payload: tripOf(a.vehicleId),
          expect: 401,
        },
      ]),
    ],
    probe: (v, a) =>
      need([a.vehicleId, v.expenseKey], () => [
        {
          method: 'POST',
          url: '/api/customer/logbook/trip',
          headers: { 'idempotency-key': v.expenseKey },
          payload: tripOf(a.vehicleId),
          expect: [200, 409],
        },
      ]),
  },
  'GET /api/customer/tax-time/:year/figures': {
    own: () => [
      {
        method: 'GET',
        url: `/api/customer/tax-time/${new Date().getMonth() >= 6 ? new Date().getFullYear() + 1 : new Date().getFullYear()}/figures`,
      },
    ],
  },
  'GET /api/customer/coming-up': {
    own: () => [{ method: 'GET', url: '/api/customer/coming-up' }],
    shows: (a) => [a.vehicleId].filter(Boolean),
  },
};

/** Swagger UI and its assets: the published API description, no customer data. */
const DOCS = /^\/api\/docs(\/|$)/;
/** The built portal: the same static shell and assets for everyone; data comes from /api. */
const PORTAL = /^\/(portal(\/.*)?)?$/;

export function coverageFor(method: string, url: string): RouteCoverage | undefined {
  const listed = COVERAGE[`${method} ${url}`];
  if (listed) return listed;
  if (method === 'GET' && DOCS.test(url)) {
    return { public: 'API documentation (Swagger UI): served to anyone, describes routes only.' };
  }
  if (method === 'GET' && PORTAL.test(url)) {
    return { public: 'The portal shell and its static assets; no customer data in them.' };
  }
  return undefined;
}

export { today };

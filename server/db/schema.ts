import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReceiptReading } from '../../contract/receipt-reading';

// Money is kept in integer cents; the API speaks dollars (contract/common.ts toCents/toDollars).

const instant = (name: string) => timestamp(name, { withTimezone: true });
/**
 * Millisecond precision, as a JavaScript date holds it (migration 0009): the renewal compares the
 * end date it read for equality, and a value with microseconds would never match.
 */
const instantMs = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const createdOn = () => instant('created_on').notNull().defaultNow();
const updatedOn = () => instant('updated_on').notNull().defaultNow();

export const customers = pgTable('customers', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phoneNumber: text('phone_number').notNull().default(''),
  company: text('company').notNull().default(''),
  unitNo: text('unit_no').notNull().default(''),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  zipCode: text('zip_code').notNull().default(''),
  country: text('country').notNull().default('AU'),
  uniqueCode: text('unique_code').notNull(),
  emailConfirmed: boolean('email_confirmed').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  roles: text('roles').array().notNull().default(['CUSTOMER']),
  createdOn: createdOn(),
  updatedOn: updatedOn(),
});

/** The customer a row belongs to: it goes with them when their account is deleted. */
const ownerId = () =>
  uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

export const sessions = pgTable(
  'sessions',
  {
    // sha256 of the cookie token: a leaked table does not hand out live sessions.
    id: text('id').primaryKey(),
    customerId: ownerId(),
    createdOn: createdOn(),
    /** Sliding end: pushed forward as the session is used, never past endsOn. */
    expiresOn: instant('expires_on').notNull(),
    /** Absolute end, fixed when the session starts (SESSION_MAX_DAYS). */
    endsOn: instant('ends_on')
      .notNull()
      .default(sql`(now() + interval '30 days')`),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId), index('sessions_ends_idx').on(t.endsOn)],
);

/**
 * Password reset links. The id is the sha256 of the emailed token, so a leaked table hands out
 * no working link; `usedOn` makes each link single-use.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    customerId: ownerId(),
    createdOn: createdOn(),
    expiresOn: instant('expires_on').notNull(),
    usedOn: instant('used_on'),
  },
  (t) => [index('password_resets_customer_idx').on(t.customerId)],
);

/** The vehicle catalogue: one row per variant (make, model, year, variant). */
export const catalogVariants = pgTable(
  'catalog_variants',
  {
    id: uuid('id').primaryKey(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    name: text('name').notNull(),
    body: text('body').notNull(),
    engine: text('engine').notNull(),
    fuelType: text('fuel_type').notNull(),
    consumption: numeric('consumption', { precision: 5, scale: 2 }).notNull(),
    tyreClass: text('tyre_class').notNull(),
  },
  (t) => [
    index('catalog_make_idx').on(t.make),
    index('catalog_make_model_year_idx').on(t.make, t.model, t.year),
  ],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey(),
    customerId: ownerId(),
    vehicleMasterId: uuid('vehicle_master_id')
      .notNull()
      .references(() => catalogVariants.id),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    registrationNumber: text('registration_number').notNull(),
    kmYearTravelled: integer('km_year_travelled').notNull(),
    currentOdometer: integer('current_odometer').notNull(),
    whoIsUsing: text('who_is_using').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    emailAddress: text('email_address').notNull(),
    isVehicleUnderFinance: boolean('is_vehicle_under_finance').notNull().default(false),
    monthlyRepaymentCents: integer('monthly_repayment_cents').notNull().default(0),
    isBalloonPayment: boolean('is_balloon_payment').notNull().default(false),
    balloonPaymentCents: integer('balloon_payment_cents').notNull().default(0),
    isVehicleInsurance: boolean('is_vehicle_insurance').notNull().default(false),
    insuranceAnnualCents: integer('insurance_annual_cents').notNull().default(0),
    isReviewForInsurance: boolean('is_review_for_insurance').notNull().default(false),
    /** Registration expiry the customer entered, for the 'Coming up' renewal reminder. */
    regoExpiry: date('rego_expiry'),
    /** SPEC §4: 0 pending, 2 active (subscribed), 3 inactive (unsubscribed). */
    subscribeStatus: integer('subscribe_status').notNull().default(0),
    /** Monthly amount the current subscription charges (cents); 0 before the first payment. */
    chargedAmountCents: integer('charged_amount_cents').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [index('vehicles_customer_created_idx').on(t.customerId, t.isDeleted, t.createdOn)],
);

/** The vehicle a record is about. No cascade: vehicles are only marked deleted, never removed. */
const recordVehicleId = () =>
  uuid('vehicle_id')
    .notNull()
    .references(() => vehicles.id);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey(),
    customerId: ownerId(),
    kind: text('kind', { enum: ['card', 'bank'] }).notNull(),
    /** The provider's payment-method id (pm_…); never a card or account number. */
    providerId: text('provider_id').notNull(),
    last4: text('last4').notNull(),
    brand: text('brand').notNull().default(''),
    holderName: text('holder_name').notNull(),
    email: text('email').notNull().default(''),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    bsb: text('bsb').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdOn: createdOn(),
  },
  // One default per customer and kind: the exclusion constraint payment_methods_one_default
  // (migration 0002), DEFERRABLE so one UPDATE can move it; drizzle cannot declare it here.
  (t) => [index('payment_methods_customer_idx').on(t.customerId, t.kind, t.isDeleted)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey(),
    customerId: ownerId(),
    vehicleId: recordVehicleId(),
    /** SPEC §4: 0 pending, 2 subscribed, 3 unsubscribed. */
    status: integer('status').notNull().default(0),
    isSubscribed: boolean('is_subscribed').notNull().default(false),
    amountCents: integer('amount_cents').notNull(),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id),
    startDate: instantMs('start_date'),
    endDate: instantMs('end_date'),
    /** Why the last renewal failed, shown to the customer; empty when it did not. */
    lastFailure: text('last_failure').notNull().default(''),
    cancelledOn: instantMs('cancelled_on'),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    index('subscriptions_customer_created_idx').on(t.customerId, t.createdOn),
    index('subscriptions_vehicle_idx').on(t.vehicleId),
    index('subscriptions_due_idx').on(t.status, t.endDate),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    customerId: ownerId(),
    vehicleId: recordVehicleId(),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id),
    method: text('method', { enum: ['card', 'bank'] }).notNull(),
    baseAmountCents: integer('base_amount_cents').notNull(),
    surchargeCents: integer('surcharge_cents').notNull().default(0),
    amountCents: integer('amount_cents').notNull(),
    /** Provider status: 'succeeded' is success (SPEC §4); 'processing' while BECS settles. */
    status: text('status').notNull(),
    failureMessage: text('failure_message').notNull().default(''),
    providerRef: text('provider_ref').notNull().default(''),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    periodStart: instantMs('period_start'),
    periodEnd: instantMs('period_end'),
    invoiceNumber: text('invoice_number').notNull(),
    /**
     * The buyer as the tax invoice prints them (name, company, email, address), copied from the
     * customer in the statement that makes the payment 'succeeded', by a trigger (migration 0010)
     * whoever writes it; a later change of the customer's details leaves an issued invoice as it
     * was. Null until then.
     */
    buyerName: text('buyer_name'),
    buyerCompany: text('buyer_company'),
    buyerEmail: text('buyer_email'),
    buyerAddress: text('buyer_address'),
    settlesOn: instantMs('settles_on'),
    /**
     * Set when the plan was cancelled or the vehicle deleted while this payment was in flight: if it
     * goes through it is refunded in full and starts or extends nothing (migration 0011).
     */
    refundOnSettle: boolean('refund_on_settle').notNull().default(false),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    index('payments_customer_created_idx').on(t.customerId, t.createdOn),
    index('payments_status_settles_idx').on(t.status, t.settlesOn),
    index('payments_provider_ref_idx').on(t.providerRef),
  ],
);

/**
 * How many payments each customer has, kept by a trigger on `payments` (migration 0007) in the
 * transaction that adds or removes one, however the row got there: the payments log reads its
 * total here instead of counting a customer's whole history on every page.
 */
export const paymentTallies = pgTable('payment_tallies', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  payments: integer('payments').notNull().default(0),
});

/**
 * Each customer's list version, raised by triggers (migration 0008) in the same commit as any
 * change to a row their lists show: their vehicles, payments, plans, claims, payment methods or
 * their own customer row. The catalogue, which every list names vehicles from, raises the row
 * of the nil id. A list answers the version in its ETag, and a request still holding it gets a
 * 304 (domain/accounts/list-version.ts, plugins/list-etag.ts).
 */
export const listVersions = pgTable('list_versions', {
  customerId: uuid('customer_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Money owed back: a payment that settled for a plan no longer running (cancelled while the
 * provider's answer was on its way). One per payment; the jobs refund it through the provider.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    customerId: ownerId(),
    amountCents: integer('amount_cents').notNull(),
    /** 'due' until the provider has refunded it ('refunding' meanwhile), then 'refunded'. */
    status: text('status').notNull().default('due'),
    reason: text('reason').notNull(),
    providerRef: text('provider_ref').notNull().default(''),
    /**
     * When the money went back: set with 'refunded' and never after (migration 0018). The
     * payments log, the receipt page and the adjustment note print it.
     */
    refundedOn: instant('refunded_on'),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [index('refunds_status_idx').on(t.status)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    customerId: ownerId(),
    /** Random name of the receipt in the receipt store; also the `path` the API answers. */
    path: text('path').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    idempotencyKey: text('idempotency_key'),
    createdOn: createdOn(),
  },
  (t) => [
    uniqueIndex('uploads_customer_key_idx').on(t.customerId, t.idempotencyKey),
    index('uploads_customer_created_idx').on(t.customerId, t.createdOn),
  ],
);

/** A claim's values as the customer sent them, in a receipt reading's terms (cents, ISO date). */
export type ClaimEntered = {
  total: number;
  date: string;
  supplier: string | null;
  abn: string | null;
  gst: number | null;
  type: string;
};

export const expenses = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey(),
    customerId: ownerId(),
    vehicleId: recordVehicleId(),
    slug: text('slug').notNull(),
    type: text('type').notNull(),
    amountCents: integer('amount_cents').notNull(),
    expenseDate: date('expense_date').notNull(),
    month: integer('month').notNull(),
    year: integer('year').notNull(),
    status: text('status').notNull().default('SUBMITTED'),
    isApproved: boolean('is_approved').notNull().default(false),
    isRejected: boolean('is_rejected').notNull().default(false),
    isPaid: boolean('is_paid').notNull().default(false),
    reciept: text('reciept').notNull(),
    /** What lists show: the BSB and the number masked ('062000 XXXX5678'). */
    account: text('account').notNull(),
    /**
     * 'BSB number' sealed under PAYOUT_KEY (payout/seal.ts), for the operator who pays the
     * claim; null only on a row filed before sealing whose server has not started since.
     */
    accountSealed: text('account_sealed'),
    bsb: text('bsb').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** What the device read from the receipt (contract ReceiptReading); null: nothing read. */
    reading: jsonb('reading').$type<ReceiptReading>(),
    /** The claim's values as the customer sent them, beside `reading` for the provider. */
    entered: jsonb('entered').$type<ClaimEntered>(),
    /** GST the receipt shows, in cents; null until a receipt is read or the GST entered. */
    gstCents: integer('gst_cents'),
    /** null (not needed, or nothing read), 'valid' or 'incomplete'. */
    taxInvoice: text('tax_invoice'),
    /** Who filed the claim: the owner, or a driver the vehicle is shared with (issue 30). */
    filedBy: uuid('filed_by').references(() => customers.id, { onDelete: 'set null' }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    index('expenses_customer_created_idx').on(t.customerId, t.isDeleted, t.createdOn),
    uniqueIndex('expenses_customer_key_idx').on(t.customerId, t.idempotencyKey),
    index('expenses_reciept_idx').on(t.reciept),
    index('expenses_customer_vehicle_date_idx').on(t.customerId, t.vehicleId, t.expenseDate),
  ],
);

/**
 * The account a customer's claims are paid into, kept once (issue 28). The number is sealed
 * with AES-256-GCM under PAYOUT_KEY (server/domain/payout/seal.ts); only its last 4 are clear.
 */
export const payoutAccounts = pgTable('payout_accounts', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  bsb: text('bsb').notNull(),
  last4: text('account_last4').notNull(),
  sealedNumber: text('account_sealed').notNull(),
  createdOn: createdOn(),
  updatedOn: updatedOn(),
});

/** Odometer readings the customer recorded; never decreasing along read_on per vehicle. */
export const odometerReadings = pgTable(
  'odometer_readings',
  {
    id: uuid('id').primaryKey(),
    customerId: ownerId(),
    vehicleId: recordVehicleId(),
    readingKm: integer('reading_km').notNull(),
    readOn: date('read_on').notNull(),
    /** An uploaded photo of the dash (uploads.path), if the customer took one. */
    photoPath: text('photo_path'),
    idempotencyKey: text('idempotency_key'),
    createdOn: createdOn(),
  },
  (t) => [
    index('odometer_readings_vehicle_idx').on(t.customerId, t.vehicleId, t.readOn),
    uniqueIndex('odometer_readings_customer_key_idx').on(t.customerId, t.idempotencyKey),
  ],
);

/** A vehicle's 12-week logbook periods (ends_on = starts_on + 83, checked in SQL). */
export const logbookPeriods = pgTable(
  'logbook_periods',
  {
    id: uuid('id').primaryKey(),
    customerId: ownerId(),
    vehicleId: recordVehicleId(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    createdOn: createdOn(),
  },
  (t) => [index('logbook_periods_vehicle_idx').on(t.customerId, t.vehicleId, t.startsOn)],
);

/** A trip in a logbook (purpose 'business' with a reason, or 'private'). */
export const logbookTrips = pgTable(
  'logbook_trips',
  {
    id: uuid('id').primaryKey(),
    customerId: ownerId(),
    vehicleId: recordVehicleId(),
    tripOn: date('trip_on').notNull(),
    startKm: integer('start_km').notNull(),
    endKm: integer('end_km').notNull(),
    purpose: text('purpose').notNull(),
    reason: text('reason'),
    idempotencyKey: text('idempotency_key'),
    createdOn: createdOn(),
  },
  (t) => [
    index('logbook_trips_vehicle_idx').on(t.customerId, t.vehicleId, t.tripOn),
    uniqueIndex('logbook_trips_customer_key_idx').on(t.customerId, t.idempotencyKey),
  ],
);

export const fuelCards = pgTable(
  'fuel_cards',
  {
    id: uuid('id').primaryKey(),
    customerId: ownerId(),
    vehicleId: recordVehicleId(),
    cardNumber: text('card_number').notNull(),
    expiryMonth: integer('expiry_month'),
    expiryYear: integer('expiry_year'),
    isActive: boolean('is_active').notNull().default(true),
    createdOn: createdOn(),
  },
  (t) => [index('fuel_cards_vehicle_idx').on(t.customerId, t.vehicleId, t.isActive)],
);

/** Stripe webhook events already handled, so a redelivery changes nothing. */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedOn: createdOn(),
});

/** Small key/value facts the server keeps about itself (e.g. demo data seeded once). */
export const serverFacts = pgTable('server_facts', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedOn: updatedOn(),
});

/**
 * Sign-in throttle counters, one row per client address and route. Kept in the database so
 * every server process behind a load balancer counts against the same limit.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEnds: instant('window_ends').notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowEnds)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Receipt bytes, in the database so every server process reads what any of them stored
 * (DESIGN §6). A blob is readable only once `complete`: its chunks are written one statement at
 * a time (no long transaction holding the embedded database), so a crash mid-upload leaves an
 * incomplete blob that the orphan clean-up removes.
 */
export const receiptBlobs = pgTable(
  'receipt_blobs',
  {
    name: text('name').primaryKey(),
    size: integer('size').notNull().default(0),
    complete: boolean('complete').notNull().default(false),
    createdOn: createdOn(),
  },
  (t) => [index('receipt_blobs_created_idx').on(t.complete, t.createdOn)],
);

/** A blob's bytes in order, in chunks small enough that reading one never holds a whole file. */
export const receiptChunks = pgTable(
  'receipt_chunks',
  {
    name: text('name')
      .notNull()
      .references(() => receiptBlobs.name, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ name: 'receipt_chunks_pk', columns: [t.name, t.seq] })],
);

/** A device a customer turned push notifications on for (what `PushSubscription.toJSON()` gave). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey(),
    customerId: ownerId(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdOn: createdOn(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_customer_idx').on(t.customerId),
  ],
);

/** A kind the customer set; a kind with no row is on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    customerId: ownerId(),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedOn: updatedOn(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.kind] })],
);

/**
 * The notification queue: one row per event and customer (`event_key` keeps it once), worked
 * through by the jobs: queued → sending → sent (push or email), skipped (kind turned off) or
 * failed (no channel reached the customer).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    customerId: ownerId(),
    kind: text('kind').notNull(),
    eventKey: text('event_key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    action: text('action'),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('queued'),
    channel: text('channel', { enum: ['push', 'email'] }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptOn: instant('next_attempt_on').notNull().defaultNow(),
    lastError: text('last_error').notNull().default(''),
    createdOn: createdOn(),
    sentOn: instant('sent_on'),
  },
  (t) => [
    uniqueIndex('notifications_event_idx').on(t.customerId, t.eventKey),
    index('notifications_due_idx').on(t.status, t.nextAttemptOn),
  ],
);

/** A customer a vehicle's owner shared it with (issue 30); the owner is the vehicle's customer. */
export const vehicleMembers = pgTable(
  'vehicle_members',
  {
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    customerId: ownerId(),
    role: text('role', { enum: ['driver', 'viewer'] }).notNull(),
    createdOn: createdOn(),
  },
  (t) => [
    primaryKey({ columns: [t.vehicleId, t.customerId] }),
    index('vehicle_members_customer_idx').on(t.customerId),
  ],
);

/**
 * An emailed invitation to a vehicle. Only the sha256 of its token is kept, like a reset link;
 * `usedOn` (accepted), `revokedOn` (withdrawn) or `declinedOn` spends it, only one of them
 * (migration 0019).
 */
export const vehicleInvites = pgTable(
  'vehicle_invites',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['driver', 'viewer'] }).notNull(),
    createdOn: createdOn(),
    expiresOn: instant('expires_on').notNull(),
    usedOn: instant('used_on'),
    usedBy: uuid('used_by').references(() => customers.id, { onDelete: 'set null' }),
    revokedOn: instant('revoked_on'),
    declinedOn: instant('declined_on'),
  },
  (t) => [index('vehicle_invites_vehicle_idx').on(t.vehicleId, t.createdOn)],
);

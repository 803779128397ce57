import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  LOGBOOK_NOT_FINAL,
  type LogbookPeriod,
  type VehicleLogbook,
} from '../../../contract/logbook';
import { getCustomerDb } from '../../../src/offline/db';
import { listTripDrafts } from '../../../src/offline/outbox/trip-drafts';
import { renderPortal, resetAll, signIn } from '../app/helpers';
import { ok, refusal } from '../msw/answers';
import { serve } from '../msw/server';

const VEHICLE = '22222222-2222-4222-8222-222222222222';
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const period = (over: Partial<LogbookPeriod>): LogbookPeriod => ({
  id: 'p1',
  vehicle: VEHICLE,
  startsOn: day(-20),
  endsOn: day(63),
  daysTotal: 84,
  daysDone: 21,
  status: 'in-progress',
  figures: {
    startKm: 42_000,
    endKm: 42_180,
    totalKm: 180,
    businessKm: 120,
    businessPercent: 66.7,
    trips: 2,
  },
  validUntil: '2030-06-30',
  newDueFrom: '2030-07-01',
  trips: [
    {
      id: 't1',
      vehicle: VEHICLE,
      tripOn: day(-10),
      startKm: 42_000,
      endKm: 42_120,
      km: 120,
      purpose: 'business',
      reason: 'Client visit, Parramatta',
    },
    {
      id: 't2',
      vehicle: VEHICLE,
      tripOn: day(-5),
      startKm: 42_150,
      endKm: 42_180,
      km: 30,
      purpose: 'private',
      reason: null,
    },
  ],
  ...over,
});
const logbook = (
  periods: LogbookPeriod[],
  validPeriodId: string | null = null,
): VehicleLogbook => ({
  vehicleId: VEHICLE,
  vehicleLabel: 'Corolla/Sedan/1.8',
  periods,
  validPeriodId,
});
const path = `/portal/vehicle/${VEHICLE}/logbook`;
const route = `GET /api/customer/vehicle/${VEHICLE}/logbook`;

describe('the logbook screen', { timeout: 30_000 }, () => {
  afterEach(resetAll);

  it('with no logbook, says what to keep and starts a 12-week period', async () => {
    let answer = logbook([]);
    const { calls } = serve({
      [route]: () => ok(answer),
      'POST /api/customer/logbook/period': () => {
        answer = logbook([period({ trips: [], figures: { ...period({}).figures, trips: 0 } })]);
        return ok(answer.periods[0]!, 'Logbook period started');
      },
    });
    await signIn();
    renderPortal(path);
    expect(await screen.findByText(/No logbook yet/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/^ATO: logbook method/)).toBeInTheDocument();
    const start = screen.getByLabelText('First day of the 12 weeks');
    expect(start).toHaveAttribute('type', 'date');
    // Online, nothing says a connection is needed.
    expect(screen.queryByText('Needs a connection.')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start a 12-week logbook' }));
    expect(
      await screen.findByRole('form', { name: 'Log a trip' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/api/customer/logbook/period'))?.body).toMatchObject({
      vehicle: VEHICLE,
    });
  });

  it('offline, says the period needs a connection and offers no start', async () => {
    serve({ [route]: ok(logbook([])) });
    await signIn();
    renderPortal(path);
    const start = await screen.findByRole(
      'button',
      { name: 'Start a 12-week logbook' },
      { timeout: 10_000 },
    );
    expect(start).toBeEnabled();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(await screen.findByText('Needs a connection.')).toBeInTheDocument();
      expect(start).toBeDisabled();
      expect(start).toHaveAccessibleDescription('Needs a connection.');
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    }
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText('Needs a connection.')).toBeNull());
    expect(start).toBeEnabled();
  });

  it('shows the progress of a period under way and logs a trip by keyboard alone', async () => {
    serve({
      [route]: ok(logbook([period({})])),
      // The phone is out of coverage: the trip waits in the outbox.
      'POST http://localhost:3000/api/customer/logbook/trip': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await signIn();
    renderPortal(path);
    const form = await screen.findByRole('form', { name: 'Log a trip' }, { timeout: 10_000 });
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '21');
    expect(screen.getByText(/day 21 of 84 \(12 continuous weeks/)).toBeInTheDocument();
    // Under way, its percentage so far is not one to use: none is shown.
    expect(screen.queryByText('66.7%')).toBeNull();
    expect(screen.getByText(LOGBOOK_NOT_FINAL)).toBeInTheDocument();

    // A phone's number pad for the odometers; the next trip starts where the last one ended.
    const start = within(form).getByLabelText(/^Start odometer/);
    const end = within(form).getByLabelText(/^End odometer/);
    expect(start).toHaveAttribute('inputmode', 'numeric');
    expect(end).toHaveAttribute('inputmode', 'numeric');
    expect(start).toHaveValue('42180');

    const user = userEvent.setup();
    // A business trip needs its reason: the failed submit puts the cursor on it.
    end.focus();
    await user.keyboard('42,230{Enter}');
    expect(await screen.findByText('Say what the business trip was for')).toBeInTheDocument();
    const reason = within(form).getByLabelText(/^Reason for the trip/);
    expect(reason).toHaveFocus();
    await user.keyboard('Supplier pick-up, Wetherill Park{Enter}');

    await waitFor(async () =>
      expect(await listTripDrafts(getCustomerDb(), VEHICLE)).toHaveLength(1),
    );
    const [draft] = await listTripDrafts(getCustomerDb(), VEHICLE);
    expect(draft?.fields).toMatchObject({
      startKm: 42_180,
      endKm: 42_230,
      purpose: 'business',
      reason: 'Supplier pick-up, Wetherill Park',
    });
    // Ready for the next trip, from where this one ended.
    await waitFor(() => expect(start).toHaveValue('42230'));
    expect(await screen.findByText(/waiting to be sent/)).toBeInTheDocument();
  });

  it('starts the next trip at the odometer now, a later reading included', async () => {
    // The last trip ended at 42,180; a reading of 42,680 was taken since.
    const answer = {
      ...logbook([period({})]),
      odometer: { km: 42_680, readOn: day(0), source: 'reading' as const },
    };
    serve({ [route]: ok(answer) });
    await signIn();
    renderPortal(path);
    const form = await screen.findByRole('form', { name: 'Log a trip' }, { timeout: 10_000 });
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Start odometer/)).toHaveValue('42680'),
    );
  });

  it('after a refused trip, starts the next one at the odometer now, not the refused end', async () => {
    const refused = 'This trip overlaps another trip in the logbook (odometer 42,180 km on 1 Jan).';
    const answer = {
      ...logbook([period({})]),
      odometer: { km: 42_180, readOn: day(-5), source: 'trip' as const },
    };
    const { calls } = serve({
      [route]: ok(answer),
      'POST http://localhost:3000/api/customer/logbook/trip': refusal(409, refused),
    });
    await signIn();
    renderPortal(path);
    const form = await screen.findByRole('form', { name: 'Log a trip' }, { timeout: 10_000 });
    const start = within(form).getByLabelText(/^Start odometer/);
    await waitFor(() => expect(start).toHaveValue('42180'));
    const user = userEvent.setup();
    await user.clear(start);
    await user.type(start, '42100');
    await user.type(within(form).getByLabelText(/^End odometer/), '42300');
    await user.selectOptions(within(form).getByLabelText(/^Purpose/), 'private');
    await user.click(within(form).getByRole('button', { name: 'Save trip' }));

    // The server refuses it: it waits for the driver's attention, and the form starts again
    // from the odometer the server accepted.
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/logbook/trip'))).toBe(true));
    await waitFor(
      async () => {
        const [draft] = await listTripDrafts(getCustomerDb(), VEHICLE);
        expect(draft?.state).toBe('needs-attention');
      },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(start).toHaveValue('42180'));
  });

  it('says a complete logbook is valid for five years and when a new one is due', async () => {
    const done = period({
      startsOn: day(-120),
      endsOn: day(-37),
      daysDone: 84,
      status: 'complete',
    });
    serve({ [route]: ok(logbook([done], 'p1')) });
    await signIn();
    renderPortal(path);
    expect(
      await screen.findByText(/Your 12-week logbook is complete/, {}, { timeout: 10_000 }),
    ).toHaveTextContent(/valid for five years, to 30 Jun, 2030; keep a new one from 01 Jul, 2030/);
    expect(screen.getByText(/\(the one that counts\)/)).toBeInTheDocument();
    expect(screen.getByText('66.7%')).toBeInTheDocument();
    expect(
      screen.getByText('Business: Client visit, Parramatta', { exact: false }),
    ).toBeInTheDocument();
    // No trip form outside a period: a new period starts first.
    expect(screen.queryByRole('form', { name: 'Log a trip' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Start a 12-week logbook' })).toBeInTheDocument();
  });
});

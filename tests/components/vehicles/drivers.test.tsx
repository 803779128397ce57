import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  INVITE_LINK_INVALID,
  INVITE_OTHER_EMAIL,
  type VehicleMembers,
} from '../../../contract/drivers';
import type { VehicleListItem } from '../../../contract/vehicles';
import { DriversSection } from '../../../src/features/vehicles/drivers/DriversSection';
import { renderPortal, resetAll, signIn } from '../app/helpers';
import { ok, refusal, type Answer } from '../msw/answers';
import { signedIn } from '../msw/account';
import { listItem } from '../msw/catalogue';
import { serve } from '../msw/server';

const VEHICLE = '33333333-3333-4333-8333-333333333333';
const DRIVER = '44444444-4444-4444-8444-444444444444';
const membersPath = `GET /api/customer/vehicle/${VEHICLE}/members`;

const withDriver = (): VehicleMembers => ({
  members: [
    {
      customerId: DRIVER,
      fullName: 'Dana Driver',
      email: 'dana@example.com',
      role: 'driver',
      since: '2026-11-01T00:00:00.000Z',
    },
  ],
  invites: [
    {
      id: '55555555-5555-4555-8555-555555555555',
      email: 'vic@example.com',
      role: 'viewer',
      expiresOn: '2026-12-04T00:00:00.000Z',
    },
  ],
});

describe('the Drivers section', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists members with their role and the invitations waiting', async () => {
    serve({
      ...signedIn,
      [membersPath]: () => ok(withDriver()),
    });
    render(<DriversSection vehicleId={VEHICLE} vehicleName="Corolla" />);
    const members = await screen.findByRole('list', { name: 'Members' });
    expect(within(members).getByText('Dana Driver')).toBeInTheDocument();
    expect(within(members).getByText('Driver')).toBeInTheDocument();
    const waiting = screen.getByRole('list', { name: 'Invitations waiting' });
    expect(within(waiting).getByText(/vic@example.com/)).toBeInTheDocument();
    expect(within(waiting).getByText('Viewer')).toBeInTheDocument();
  });

  it('invites by email and role, then asks for the list again', async () => {
    const user = userEvent.setup();
    const api = serve({
      ...signedIn,
      [membersPath]: () => ok({ members: [], invites: [] }),
      [`POST /api/customer/vehicle/${VEHICLE}/invites`]: () =>
        ok(null, 'Invitation sent to new@example.com'),
    });
    render(<DriversSection vehicleId={VEHICLE} vehicleName="Corolla" />);
    await screen.findByText('Nobody else uses this vehicle on CarGo yet.');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'New@Example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /Role/ }), 'viewer');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(api.called('POST', `/api/customer/vehicle/${VEHICLE}/invites`)).toHaveLength(1),
    );
    expect(api.called('POST', `/api/customer/vehicle/${VEHICLE}/invites`)[0]?.body).toEqual({
      email: 'new@example.com',
      role: 'viewer',
    });
    await waitFor(() =>
      expect(api.called('GET', `/api/customer/vehicle/${VEHICLE}/members`)).toHaveLength(2),
    );
  });

  it('removes a member only after the confirmation dialog', async () => {
    const user = userEvent.setup();
    let current = withDriver();
    const removePath = `/api/customer/vehicle/${VEHICLE}/members/${DRIVER}`;
    const api = serve({
      ...signedIn,
      [membersPath]: () => ok(current),
      [`DELETE ${removePath}`]: () => {
        current = { ...current, members: [] };
        return ok(null, 'Driver removed');
      },
    });
    render(<DriversSection vehicleId={VEHICLE} vehicleName="Corolla" />);
    await user.click(await screen.findByRole('button', { name: 'Remove Dana Driver' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Dana Driver?' });
    expect(within(dialog).getByRole('button', { name: 'Keep' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(api.called('DELETE', removePath)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Dana Driver' }));
    const again = await screen.findByRole('alertdialog', { name: 'Remove Dana Driver?' });
    await user.click(within(again).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.called('DELETE', removePath)).toHaveLength(1));
    expect(
      await screen.findByText('Nobody else uses this vehicle on CarGo yet.'),
    ).toBeInTheDocument();
  });
});

describe('the accept-invitation page', { timeout: 30_000 }, () => {
  afterEach(resetAll);

  const preview = {
    invitedBy: 'Olive Owner',
    vehicleName: 'Corolla',
    role: 'driver' as const,
    email: 'dana@example.com',
  };
  const accepted = {
    vehicleId: VEHICLE,
    vehicleName: 'Corolla',
    role: 'driver' as const,
    sharedBy: 'Olive Owner',
  };

  it('says who invited to which vehicle and accepts only when asked to, once', async () => {
    const user = userEvent.setup();
    const api = serve({
      ...signedIn,
      'POST /api/invites/preview': () => ok(preview),
      'POST /api/customer/invites/accept': () => ok(accepted),
    });
    await signIn();
    renderPortal('/portal/invite?token=abc');
    const accept = await screen.findByRole('button', { name: 'Accept' }, { timeout: 10_000 });
    expect(
      screen.getByRole('heading', { name: 'Invitation to share a vehicle' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        (_text, element) =>
          element?.textContent ===
          'Olive Owner invited you to share their Corolla on CarGo as a driver.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Sent to dana@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(api.called('POST', '/api/invites/preview')[0]?.body).toEqual({ token: 'abc' });
    // Opening the link accepts nothing.
    expect(api.called('POST', '/api/customer/invites/accept')).toHaveLength(0);

    await user.click(accept);
    expect(
      await screen.findByRole('heading', { name: 'Invitation accepted' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Olive Owner shared the Corolla with you as a driver.',
    );
    expect(api.called('POST', '/api/customer/invites/accept')).toHaveLength(1);
    expect(api.called('POST', '/api/customer/invites/accept')[0]?.body).toEqual({ token: 'abc' });
  });

  it('declines on the server, says so only once it has answered, and accepts nothing', async () => {
    const user = userEvent.setup();
    let answer: (value: Answer<null>) => void = () => {};
    let reached: () => void = () => {};
    const asked = new Promise<void>((resolve) => (reached = resolve));
    const api = serve({
      ...signedIn,
      'POST /api/invites/preview': () => ok(preview),
      'POST /api/customer/invites/accept': () => ok(accepted),
      'POST /api/invites/decline': () =>
        new Promise((resolve) => {
          answer = resolve;
          reached();
        }),
    });
    await signIn();
    renderPortal('/portal/invite?token=abc');
    await user.click(await screen.findByRole('button', { name: 'Decline' }, { timeout: 10_000 }));
    await asked;
    expect(api.called('POST', '/api/invites/decline')[0]?.body).toEqual({ token: 'abc' });
    // Until the server has it, nothing is said to be declined and neither answer can be sent again.
    expect(screen.getByRole('button', { name: 'Declining…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Invitation declined' })).not.toBeInTheDocument();

    answer(ok(null, 'Invitation declined'));
    expect(
      await screen.findByRole('heading', { name: 'Invitation declined' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You declined the invitation to share the Corolla. Olive Owner no longer sees it waiting, and its link no longer works. If you change your mind, ask them for a new invitation.',
    );
    expect(api.called('POST', '/api/invites/decline')).toHaveLength(1);
    expect(api.called('POST', '/api/customer/invites/accept')).toHaveLength(0);
  });

  it("shows the server's words when a decline is refused", async () => {
    const user = userEvent.setup();
    serve({
      ...signedIn,
      'POST /api/invites/preview': () => ok(preview),
      'POST /api/invites/decline': () => refusal(403, INVITE_OTHER_EMAIL),
    });
    await signIn();
    renderPortal('/portal/invite?token=abc');
    await user.click(await screen.findByRole('button', { name: 'Decline' }, { timeout: 10_000 }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      INVITE_OTHER_EMAIL,
    );
    expect(screen.getByRole('heading', { name: 'Invitation not accepted' })).toBeInTheDocument();
    expect(screen.queryByText(/You declined the invitation/)).not.toBeInTheDocument();
  });

  it("shows the server's words for a used or expired link", async () => {
    serve({
      ...signedIn,
      'POST /api/invites/preview': () => refusal(410, INVITE_LINK_INVALID),
      'POST /api/customer/invites/accept': () => refusal(410, INVITE_LINK_INVALID),
    });
    await signIn();
    renderPortal('/portal/invite?token=spent');
    expect(
      await screen.findByRole('heading', { name: 'Invitation not accepted' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(INVITE_LINK_INVALID);
  });

  it('tells the member who opens a spent link again what they joined', async () => {
    serve({
      ...signedIn,
      'POST /api/invites/preview': () => refusal(410, INVITE_LINK_INVALID),
      'POST /api/customer/invites/accept': () => ok(accepted),
    });
    await signIn();
    renderPortal('/portal/invite?token=spent');
    expect(
      await screen.findByRole('heading', { name: 'Invitation accepted' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('shows a loading state while the link is read', async () => {
    // The server holds its answer; `asked` settles once the request has reached it (the page may
    // show its loading state before the request is out, on a busy machine well before).
    let answer: (value: Answer<never>) => void = () => {};
    let reached: () => void = () => {};
    const asked = new Promise<void>((resolve) => (reached = resolve));
    serve({
      ...signedIn,
      'POST /api/invites/preview': () =>
        new Promise((resolve) => {
          answer = resolve;
          reached();
        }),
    });
    await signIn();
    renderPortal('/portal/invite?token=slow');
    expect(
      await screen.findByText('Reading the invitation…', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await asked;
    answer(ok(preview) as Answer<never>);
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });
});

describe('a vehicle shared with the customer', { timeout: 30_000 }, () => {
  afterEach(resetAll);

  it('says who shared it and offers no Pay, Edit or Delete', async () => {
    const shared: VehicleListItem = listItem(1, {
      subscribeStatus: 2,
      role: 'driver',
      sharedBy: 'Olive Owner',
    });
    serve({
      ...signedIn,
      'POST /api/customer/vehicles': () => ok([{ ...shared, totalCount: 1 }]),
    });
    await signIn();
    renderPortal('/portal/vehicles');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    await waitFor(() =>
      expect(within(table).getByText('Shared by Olive Owner · Driver')).toBeInTheDocument(),
    );
    const name = shared.vehicleDetails.name;
    expect(within(table).queryByRole('button', { name: `Delete ${name}` })).toBeNull();
    expect(within(table).queryByRole('link', { name: `Pay ${name}` })).toBeNull();
    expect(within(table).queryByRole('link', { name: `Edit ${name}` })).toBeNull();
    expect(within(table).getByRole('link', { name: `Odometer ${name}` })).toBeInTheDocument();
  });
});

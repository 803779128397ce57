import { cleanup, render, screen } from '@testing-library/react';
import Dexie from 'dexie';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import type { User } from '../../../contract/auth';
import { appRoutes } from '../../../src/app/routes';
import { Toasts } from '../../../src/app/Toasts';
import { establishSession, resetSession } from '../../../src/offline/session';
import { closeCustomerDb } from '../../../src/offline/db';
import { clearLocalUser, forgetCachedLocalUser } from '../../../src/offline/local-user';
// The signed-in layout imports the mirrors' warm-up lazily after its first render. Loaded here,
// before any test, that import is answered from the module cache at once, and never arrives
// after a test file's environment has been torn down (an unhandled error that fails the run).
import '../../../src/app/warm-mirrors';

/** A form's input or select by its label's text (a label may carry a hint or a '*' after it). */
export const fieldByLabel = (name: string): HTMLElement =>
  screen.getByLabelText(name, { exact: false, selector: 'input,select' });

export const demoUser = (overrides: Partial<User> = {}): User => ({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  emailConfirmed: true,
  phoneNumber: '0412345678',
  userName: 'olivia@example.com',
  email: 'olivia@example.com',
  fullName: 'Olivia Nguyen',
  firstName: 'Olivia',
  lastName: 'Nguyen',
  isActive: true,
  uniqueCode: 'CG-0001',
  isDeleted: false,
  roles: ['customer'],
  isGoogleConnected: false,
  isFacebookConnected: false,
  company: 'Harbour Logistics',
  address: '12 Smith Street',
  city: 'Parramatta',
  state: 'NSW',
  country: 'AU',
  zipCode: '2150',
  unitNo: '',
  ...overrides,
});

export async function signIn(user: User = demoUser()) {
  await establishSession(user);
}

/** Like a page reload: memory is gone, the device's databases stay. */
export function reloadPage() {
  // Unmount first: our afterEach runs before Testing Library's own cleanup.
  cleanup();
  resetSession();
  closeCustomerDb();
  forgetCachedLocalUser();
  vi.unstubAllGlobals();
}

/** A fresh device: every local database and the kept user are deleted too. */
export async function resetAll() {
  reloadPage();
  clearLocalUser();
  for (const name of await Dexie.getDatabaseNames()) await Dexie.delete(name);
}

export function renderPortal(path: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path], basename: '/portal' });
  const view = render(
    <>
      <RouterProvider router={router} />
      <Toasts />
    </>,
  );
  return { router, ...view };
}

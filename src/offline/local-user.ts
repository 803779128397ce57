import type { User } from '../../contract/auth';

/**
 * The signed-in customer as kept on this device (SPEC §2: firstName, lastName, phoneNumber,
 * company, email, fullName), plus the id that names their local database. It lets the portal
 * open when the network is unreachable.
 */
export type LocalUser = Pick<
  User,
  'id' | 'firstName' | 'lastName' | 'phoneNumber' | 'company' | 'email' | 'fullName'
>;

export const LOCAL_USER_KEY = 'cargo.user';

const listeners = new Set<() => void>();
let cached: LocalUser | null | undefined;

function parse(raw: string | null): LocalUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LocalUser> | null;
    if (!value || typeof value.id !== 'string' || !value.id) return null;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return {
      id: value.id,
      firstName: text(value.firstName),
      lastName: text(value.lastName),
      phoneNumber: text(value.phoneNumber),
      company: text(value.company),
      email: text(value.email),
      fullName: text(value.fullName),
    };
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readLocalUser(): LocalUser | null {
  if (cached === undefined) cached = parse(storage()?.getItem(LOCAL_USER_KEY) ?? null);
  return cached;
}

export function toLocalUser(user: User | LocalUser): LocalUser {
  const fullName = user.fullName || `${user.firstName} ${user.lastName}`.trim();
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    company: user.company,
    email: user.email,
    fullName,
  };
}

export function writeLocalUser(user: User | LocalUser): LocalUser {
  const local = toLocalUser(user);
  storage()?.setItem(LOCAL_USER_KEY, JSON.stringify(local));
  cached = local;
  listeners.forEach((listener) => listener());
  return local;
}

export function clearLocalUser(): void {
  storage()?.removeItem(LOCAL_USER_KEY);
  cached = null;
  listeners.forEach((listener) => listener());
}

/** Told whenever the kept user changes (the React hook subscribes here). */
export function subscribeLocalUser(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests that swap localStorage contents underneath. */
export function forgetCachedLocalUser(): void {
  cached = undefined;
}

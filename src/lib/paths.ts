/** The portal is served under this path; the router's basename. */
export const BASENAME = '/portal';

const SIGN_IN_PAGES = [
  `${BASENAME}/login`,
  `${BASENAME}/signup`,
  `${BASENAME}/forgot-password`,
  `${BASENAME}/reset-password`,
];

/** Whether this browser path is a signed-out form: sign-in, sign-up or password reset. */
export function isSignInPage(pathname: string): boolean {
  return SIGN_IN_PAGES.includes(pathname.replace(/\/+$/, ''));
}

/** The full path of a location inside the portal ('/profile' → '/portal/profile'). */
export function portalPath(pathname: string, search = ''): string {
  return `${BASENAME}${pathname === '/' ? '' : pathname}${search}`;
}

/**
 * Where to go after sign-in: `next` only if it is a path inside the portal (never another site,
 * never the sign-in pages themselves), as a router path relative to the basename.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith(BASENAME) || next.startsWith('//')) return '/';
  const rest = next.slice(BASENAME.length);
  if (rest !== '' && !rest.startsWith('/') && !rest.startsWith('?')) return '/';
  const path = rest === '' || rest.startsWith('?') ? `/${rest}` : rest;
  if (path.startsWith('//') || path.includes('\\')) return '/';
  if (/^\/(login|signup|forgot-password|reset-password)(\/|\?|$)/.test(path)) return '/';
  return path;
}

/** '/login?next=/portal/profile' for a portal location. */
export function loginPath(pathname: string, search = ''): string {
  return `/login?next=${encodeURIComponent(portalPath(pathname, search))}`;
}

/** `?kmYearTravelled=` on step 1 names a new km per year (the odometer page's re-price offer). */
export const KM_OFFER_PARAM = 'kmYearTravelled';

/** Step 1 of a vehicle's edit with `km` a year filled in: where a re-price offer links. */
export const kmOfferPath = (vehicleId: string, km: number): string =>
  `/vehicle/${encodeURIComponent(vehicleId)}?${KM_OFFER_PARAM}=${km}`;

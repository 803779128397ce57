/**
 * Whether this device will keep what the portal stores (drafts live only here until sent): the
 * browser's persistence promise, whether the portal runs installed, and Safari's rule that
 * deletes a site's script-written storage after 7 days without a visit unless the site is on the
 * Home Screen.
 */

import { browserEnv, isInstalled, isIOS, type DeviceEnv } from '../lib/device';

/**
 * Where a site's storage is deleted after 7 days without a visit unless it runs from the Home
 * Screen (or the Dock): every browser on iOS and iPadOS, and Safari on a Mac.
 */
export function deletesUnusedStorage(env: DeviceEnv = browserEnv()): boolean {
  if (isIOS(env)) return true;
  const ua = env.navigator?.userAgent ?? '';
  return (
    /Macintosh/.test(ua) &&
    /Version\/[\d.]+.*Safari\//.test(ua) &&
    !/Chrome|Chromium|Edg|Firefox|OPR/.test(ua)
  );
}

/** Asks the browser not to evict our data under storage pressure; answers whether it agreed. */
async function requestPersistentStorage(env: DeviceEnv = browserEnv()): Promise<boolean> {
  const storage = env.navigator?.storage;
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

/**
 * Asks for persistence only when the portal runs installed: that is when the browsers grant it
 * (Safari for a Home Screen app, Chromium for an installed one), and Firefox shows a permission
 * prompt for it, which a page in a tab should not raise at sign-in.
 */
export async function persistIfInstalled(env: DeviceEnv = browserEnv()): Promise<boolean> {
  return isInstalled(env) ? requestPersistentStorage(env) : false;
}

/** Whether the browser has promised to keep our data (null: it cannot say). Never prompts. */
export async function isPersisted(env: DeviceEnv = browserEnv()): Promise<boolean | null> {
  const storage = env.navigator?.storage;
  if (!storage?.persisted) return null;
  try {
    return await storage.persisted();
  } catch {
    return null;
  }
}

const GUIDE_KEY = 'cargo:home-screen-guide';
type GuideState = 'due' | 'shown';

function guideState(): GuideState | null {
  try {
    const value = localStorage.getItem(GUIDE_KEY);
    return value === 'due' || value === 'shown' ? value : null;
  } catch {
    return null;
  }
}

function setGuideState(value: GuideState): void {
  try {
    localStorage.setItem(GUIDE_KEY, value);
  } catch {
    // No localStorage (private browsing): the guide may show again, which is harmless.
  }
}

/** A claim was saved: the next expense log on an iPhone is the moment for the guide. */
export function noteClaimSaved(): void {
  if (guideState() === null) setGuideState('due');
}

/**
 * The 'Add to Home Screen' guide, once per device: iOS has no install prompt, so the portal
 * says how, after the first saved claim or while claims wait to be sent; never when installed.
 */
export function homeScreenGuideDue(drafts: number, env: DeviceEnv = browserEnv()): boolean {
  if (!isIOS(env) || isInstalled(env)) return false;
  const state = guideState();
  return state === 'due' || (state === null && drafts > 0);
}

export function markHomeScreenGuideShown(): void {
  setGuideState('shown');
}

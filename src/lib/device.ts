/**
 * What the portal knows of the device it runs on: whether it runs installed (from the Home
 * Screen) and whether it is an iPhone or iPad. Read by the offline store's keeping rules and by
 * push notifications alike.
 */

/** What the checks read of the browser; injectable so each answer is testable without one. */
export interface DeviceEnv {
  navigator?: Partial<Pick<Navigator, 'userAgent' | 'maxTouchPoints' | 'storage'>> & {
    /** iOS Safari: true when opened from the Home Screen. */
    standalone?: boolean;
  };
  matchMedia?: (query: string) => { matches: boolean };
}

export const browserEnv = (): DeviceEnv => ({
  navigator: typeof navigator === 'undefined' ? undefined : navigator,
  matchMedia: typeof matchMedia === 'function' ? (q) => matchMedia(q) : undefined,
});

/** Opened as an installed app: from the Home Screen on iOS, or an installed PWA elsewhere. */
export function isInstalled(env: DeviceEnv = browserEnv()): boolean {
  if (env.navigator?.standalone === true) return true;
  const media = env.matchMedia;
  return Boolean(
    media &&
    ['standalone', 'fullscreen', 'minimal-ui'].some(
      (mode) => media(`(display-mode: ${mode})`).matches,
    ),
  );
}

/** An iPhone or iPad, whatever the browser (all use WebKit there); iPadOS calls itself a Mac. */
export function isIOS(env: DeviceEnv = browserEnv()): boolean {
  const ua = env.navigator?.userAgent ?? '';
  if (/iPhone|iPad|iPod/.test(ua)) return true;
  return /Macintosh/.test(ua) && (env.navigator?.maxTouchPoints ?? 0) > 1;
}

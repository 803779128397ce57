import { describe, expect, it, vi } from 'vitest';
import { isInstalled, type DeviceEnv } from '../../src/lib/device';
import { deletesUnusedStorage, isPersisted, persistIfInstalled } from '../../src/offline/persist';

const media =
  (...modes: string[]) =>
  (query: string) => ({ matches: modes.some((m) => query === `(display-mode: ${m})`) });

describe('whether this device keeps the drafts', () => {
  it('knows the portal runs installed: from the Home Screen on iOS, or as an installed app', () => {
    expect(isInstalled({ navigator: { standalone: true } })).toBe(true);
    expect(isInstalled({ navigator: {}, matchMedia: media('standalone') })).toBe(true);
    expect(isInstalled({ navigator: {}, matchMedia: media('fullscreen') })).toBe(true);
    expect(isInstalled({ navigator: { standalone: false }, matchMedia: media('browser') })).toBe(
      false,
    );
    expect(isInstalled({})).toBe(false);
  });

  it("applies Safari's 7-day rule to every browser on iOS and to Safari on a Mac only", () => {
    const ua = (userAgent: string): DeviceEnv => ({ navigator: { userAgent } });
    expect(
      deletesUnusedStorage(
        ua(
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
        ),
      ),
    ).toBe(true);
    expect(
      deletesUnusedStorage(
        ua(
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
        ),
      ),
    ).toBe(false);
    expect(
      deletesUnusedStorage(
        ua('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'),
      ),
    ).toBe(false);
  });

  it('asks for persistence only when installed, and answers what the browser granted', async () => {
    const persist = vi.fn(async () => true);
    const storage = { persist, persisted: async () => false } as unknown as StorageManager;
    expect(await persistIfInstalled({ navigator: { storage } })).toBe(false);
    expect(persist).not.toHaveBeenCalled();
    expect(await persistIfInstalled({ navigator: { storage, standalone: true } })).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
    // A browser without the API (or one that throws) grants nothing and says nothing.
    expect(await persistIfInstalled({ navigator: { standalone: true } })).toBe(false);
    expect(await isPersisted({ navigator: {} })).toBeNull();
    const failing = {
      persisted: () => Promise.reject(new Error('no')),
    } as unknown as StorageManager;
    expect(await isPersisted({ navigator: { storage: failing } })).toBeNull();
  });
});

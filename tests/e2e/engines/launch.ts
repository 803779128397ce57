import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '../../../scripts/chromium';
import { launchChromium } from './chromium';
import type { EngineDriver, EngineName, LaunchOptions } from './driver';
import { firefoxMissing, launchFirefox } from './firefox';
import { launchWebKit, webkitMissing } from './webkit';

const launchers: Record<EngineName, (opts: LaunchOptions) => Promise<EngineDriver>> = {
  chromium: launchChromium,
  webkit: launchWebKit,
  firefox: launchFirefox,
};

export const launchEngine = (name: EngineName, opts: LaunchOptions): Promise<EngineDriver> =>
  launchers[name](opts);

/** What an engine lacks on this machine and how to install it; null when it can run. */
export function engineMissing(name: EngineName): string | null {
  if (name === 'webkit') return webkitMissing();
  if (name === 'firefox') return firefoxMissing();
  return existsSync(CHROMIUM_PATH)
    ? null
    : `Chromium tests need Debian's Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`;
}

import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { WORK } from './proc';

const GROUP = 'bench-slow-cpu';
const PERIOD_US = 100_000;

/** A CPU cgroup the bench may write: v2 (cpu.max) or v1's cpu controller (cfs quota). */
async function makeGroup(cores: number): Promise<string | null> {
  const quota = String(Math.round(PERIOD_US * cores));
  const v2 = '/sys/fs/cgroup';
  const v2Controllers = await readFile(path.join(v2, 'cgroup.controllers'), 'utf8').catch(() => '');
  try {
    if (/\bcpu\b/.test(v2Controllers)) {
      const dir = path.join(v2, GROUP);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'cpu.max'), `${quota} ${PERIOD_US}`);
      return dir;
    }
    const v1 = '/sys/fs/cgroup/cpu';
    if (!existsSync(path.join(v1, 'cpu.cfs_quota_us'))) return null;
    const dir = path.join(v1, GROUP);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
    await writeFile(path.join(dir, 'cpu.cfs_quota_us'), quota);
    return dir;
  } catch {
    // Not root, or /sys/fs/cgroup read-only (most containers): the caller falls back.
    return null;
  }
}

export type SlowBrowser = { browser: Browser; close: () => Promise<void> };

/**
 * Chromium with the whole browser (page, workers, GPU and network processes, every thread)
 * held to `cores` of CPU time by a cgroup CPU quota (0.5: half of one core's time, spread over
 * as many cores as the host has): CDP's CPU throttling slows a page's main thread only, and
 * Chromium refuses it for workers, where the OCR runs. The browser is started through a wrapper
 * that moves itself into the group before exec'ing Chromium, so every process it starts is in
 * the group too. Null where no cgroup can be written.
 */
export async function launchSlowChromium(cores: number): Promise<SlowBrowser | null> {
  const group = await makeGroup(cores);
  if (!group) return null;
  await mkdir(WORK, { recursive: true });
  const wrapper = path.join(WORK, 'chromium-slow-cpu.sh');
  await writeFile(
    wrapper,
    `#!/bin/sh\necho $$ > ${path.join(group, 'cgroup.procs')} || exit 1\nexec ${CHROMIUM_PATH} "$@"\n`,
  );
  await chmod(wrapper, 0o755);
  const browser = await chromium.launch({ executablePath: wrapper, args: CHROMIUM_FLAGS });
  return {
    browser,
    close: async () => {
      await browser.close();
      // Empty once the browser's processes are gone; a straggler only leaves the group behind.
      await rmdir(group).catch(() => undefined);
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort, killGroup, killOnExit } from '../../../scripts/child-processes';
import { VIEWPORT, type EngineDriver, type LaunchOptions } from './driver';
import { describeQuery, findInPage, pageCall, toWire, type Query } from './query';
import { lookFor } from './steps';
import { isElementRef, KEY_CODES, WebDriverSession, type ElementRef } from './webdriver';

const DRIVER_PATH = '/usr/bin/WebKitWebDriver';
const XVFB_PATH = '/usr/bin/Xvfb';
const PYTHON_PATH = '/usr/bin/python3';
const BROWSER = fileURLToPath(new URL('./webkit-browser.py', import.meta.url));
const START_TIMEOUT_MS = 30_000;

/** What WebKit needs on this machine, or null when all of it is there. */
export function webkitMissing(): string | null {
  const absent = [DRIVER_PATH, XVFB_PATH].filter((path) => !existsSync(path));
  if (absent.length === 0) return null;
  return `WebKit tests need ${absent.join(' and ')}: apt-get install -y webkit2gtk-driver gir1.2-webkit2-4.1 python3-gi xvfb xauth`;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopChild(child: ChildProcess): Promise<void> {
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
  await exited(child);
  clearTimeout(timer);
}

/** WebKitGTK has no headless mode: an X server in memory, on a display number it picks. */
function startXvfb(): Promise<{ display: string; child: ChildProcess }> {
  const { width, height } = VIEWPORT;
  const child = spawn(
    XVFB_PATH,
    ['-displayfd', '1', '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp'],
    { detached: true, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  killOnExit(child);
  return new Promise((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => {
      killGroup(child, 'SIGKILL');
      reject(new Error('Xvfb gave no display number'));
    }, START_TIMEOUT_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (!said.includes('\n')) return;
      clearTimeout(timer);
      resolve({ display: `:${said.trim()}`, child });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (${code}) before giving a display`));
    });
  });
}

async function startDriver(display: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(DRIVER_PATH, [`--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      DISPLAY: display,
      // No GPU here: software rendering, and no DMA-BUF renderer that would look for one.
      WEBKIT_DISABLE_DMABUF_RENDERER: '1',
      LIBGL_ALWAYS_SOFTWARE: '1',
    },
  });
  killOnExit(child);
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4_000);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited: ${log}`);
    try {
      if ((await fetch(`${url}/status`)).ok) return { url, child };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await stopChild(child);
  throw new Error(`WebKitWebDriver did not answer within ${START_TIMEOUT_MS / 1000} s: ${log}`);
}

/** Runs a serialised function in the page; its promise settles through WebDriver's callback. */
const EVALUATE = (call: string) => `
  const done = arguments[arguments.length - 1];
  Promise.resolve()
    .then(() => ${call})
    .then(
      (value) => done({ ok: true, value: value === undefined ? null : value }),
      (error) => done({ ok: false, error: error instanceof Error ? error.name + ': ' + error.message : String(error) }),
    );`;

type Settled = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * WebKitGTK through its WebDriver, under Xvfb, with the project's own browser on a persistent
 * profile (webkit-browser.py). WebDriver has no network switch for WebKitGTK: the journeys' front
 * door drops the connections instead, so navigator.onLine stays true and the portal meets a
 * server that does not answer.
 */
export async function launchWebKit({ profileDir }: LaunchOptions): Promise<EngineDriver> {
  const xvfb = await startXvfb();
  const children: ChildProcess[] = [xvfb.child];
  const stopAll = async () => {
    for (const child of children.reverse()) await stopChild(child);
  };
  try {
    const driver = await startDriver(xvfb.display);
    children.push(driver.child);
    const session = await WebDriverSession.create(driver.url, {
      browserName: 'cargo-webkit',
      'webkitgtk:browserOptions': {
        // Through python3, so the script needs no executable bit in whatever checkout runs it.
        binary: PYTHON_PATH,
        args: [
          BROWSER,
          `--profile=${profileDir}`,
          `--width=${VIEWPORT.width}`,
          `--height=${VIEWPORT.height}`,
        ],
      },
    });
    await session.setTimeouts({ script: 60_000, pageLoad: 60_000 });

    const find = (query: Query) =>
      session.execute(`return ${pageCall(findInPage, toWire(query))};`, []);
    const element = (query: Query): Promise<ElementRef> =>
      lookFor(
        async () => {
          const found = await find(query);
          return isElementRef(found) ? found : null;
        },
        async () => `webkit: no ${describeQuery(query)} on ${await session.url()}`,
      );
    const evaluate = async <T, A>(fn: (arg: A) => T | Promise<T>, arg: A): Promise<T> => {
      const settled = (await session.executeAsync(EVALUATE(pageCall(fn, arg)), [])) as Settled;
      if (!settled.ok) throw new Error(`webkit: page script failed: ${settled.error}`);
      return settled.value as T;
    };

    return {
      name: 'webkit',
      capabilities: { deviceOffline: false },
      goto: (url) => session.navigate(url),
      reload: () => session.refresh(),
      url: () => session.url(),
      evaluate,
      exists: async (query) => isElementRef(await find(query)),
      click: async (query) => session.click(await element(query)),
      type: async (query, text, opts) => {
        const field = await element(query);
        await session.click(field);
        if (opts?.clear) {
          await session.execute('arguments[0].select();', [field]);
          await session.keys([KEY_CODES.Backspace]);
        }
        await session.sendKeys(field, text);
      },
      select: async (query, value) => {
        const field = await element(query);
        const chosen = await session.execute(
          `const select = arguments[0];
           if (!Array.from(select.options).some((o) => o.value === arguments[1])) return false;
           select.value = arguments[1];
           select.dispatchEvent(new Event('input', { bubbles: true }));
           select.dispatchEvent(new Event('change', { bubbles: true }));
           return true;`,
          [field, value],
        );
        if (chosen !== true)
          throw new Error(`webkit: no option '${value}' in ${describeQuery(query)}`);
      },
      upload: async (query, path) => session.sendKeys(await element(query), path),
      press: (key) => session.keys([KEY_CODES[key]]),
      setOffline: async () => undefined,
      close: async () => {
        try {
          await session.delete();
        } finally {
          await stopAll();
        }
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

import type { Query } from './query';

/** The three engines a phone runs the portal on. */
export const ENGINES = ['chromium', 'webkit', 'firefox'] as const;
export type EngineName = (typeof ENGINES)[number];

/** Keys a journey presses (named as the WebDriver and DevTools key tables name them). */
export type Key = 'Tab' | 'Escape' | 'Backspace';

/**
 * One browser with an on-disk profile, driven the same way whatever the engine underneath.
 * Everything a journey does goes through these few calls; anything an engine cannot do is said
 * by its `capabilities`, never hidden.
 */
export interface EngineDriver {
  readonly name: EngineName;
  readonly capabilities: {
    /**
     * The engine can take the browser itself offline (navigator.onLine false, 'offline' fired).
     * WebKitGTK's WebDriver cannot: there the network goes away behind the browser's back, as
     * when a phone stays on a Wi-Fi with nothing behind it.
     */
    deviceOffline: boolean;
  };
  /**
   * Slows the page's main thread `rate` times (1 restores it), as Lighthouse's mobile runs do.
   * Chromium only (DevTools' CPU throttling); WebDriver offers the other engines nothing like it.
   */
  slowCpu?(rate: number): Promise<void>;
  /** Opens the URL and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Reloads the page and waits for its load event. */
  reload(): Promise<void>;
  url(): Promise<string>;
  /**
   * Runs `fn(arg)` in the page and answers its (awaited) value. `fn` is serialised: it may use
   * only its argument and the page's globals.
   */
  evaluate<T, A>(fn: (arg: A) => T | Promise<T>, arg: A): Promise<T>;
  /** Whether the page shows the element the query names right now. */
  exists(query: Query): Promise<boolean>;
  /** Clicks the element the query names (it must be rendered now: wait for it first). */
  click(query: Query): Promise<void>;
  /** Focuses the field, optionally empties it as a person would, and types the text key by key. */
  type(query: Query, text: string, opts?: { clear?: boolean }): Promise<void>;
  /** Chooses the option whose value is `value` in a select, firing input and change. */
  select(query: Query, value: string): Promise<void>;
  /** Gives a file input the file at `path`. */
  upload(query: Query, path: string): Promise<void>;
  /** Presses and releases a key in whatever has focus. */
  press(key: Key): Promise<void>;
  /** The engine's own network switch; a no-op where `deviceOffline` is false. */
  setOffline(offline: boolean): Promise<void>;
  /** Ends the browser and everything it started; the profile directory stays for a restart. */
  close(): Promise<void>;
}

export type LaunchOptions = {
  /** The on-disk profile: a second launch on the same directory is the same phone restarted. */
  profileDir: string;
  /** Start with the engine's network off, before the first page (a cold start in a tunnel). */
  offline?: boolean;
};

/** The window every engine gets: wide enough for the desktop layout in each of them. */
export const VIEWPORT = { width: 1280, height: 800 } as const;

/**
 * E2E_ENGINES=webkit (or a comma-separated list) runs the per-engine journeys in those engines
 * only; unset, all three.
 */
export function enginesFromEnv(raw = process.env.E2E_ENGINES): EngineName[] {
  const words = (raw ?? '')
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  if (words.length === 0) return [...ENGINES];
  for (const word of words) {
    if (!(ENGINES as readonly string[]).includes(word)) {
      throw new Error(`E2E_ENGINES: unknown engine '${word}' (one of: ${ENGINES.join(', ')})`);
    }
  }
  return ENGINES.filter((name) => words.includes(name));
}

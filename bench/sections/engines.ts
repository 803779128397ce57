import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { enginesFromEnv, type EngineDriver, type EngineName } from '../../tests/e2e/engines/driver';
import { startFrontDoor, type FrontDoor } from '../../tests/e2e/engines/front-door';
import { engineMissing, launchEngine } from '../../tests/e2e/engines/launch';
import { writePhoto, type Photo } from '../../tests/e2e/engines/photo';
import {
  fileClaim,
  mirrorStamps,
  networkOff,
  networkOn,
  signIn,
  waitFor,
  waitForServiceWorker,
  waitUntil,
} from '../../tests/e2e/engines/steps';
import type { Session } from '../lib/api-client';
import { missing, row, type Row, type SectionResult } from '../lib/report';
import { median, ms, round } from '../lib/stats';

const S = 'Engines';
const START_RUNS = Number(process.env.BENCH_ENGINE_RUNS ?? 5);
const SEND_RUNS = Number(process.env.BENCH_ENGINE_SENDS ?? 3);
const CLAIM_PATH = '/api/usermonthlyexpense';
/** Lighthouse's mobile CPU slowdown, and issue 41's budget for a warm start under it. */
const SLOW_CPU = 4;
const WARM_START_BUDGET_MS = 1000;

/**
 * Navigation start to the first frame whose text holds a vehicle, for a page opened online or
 * offline. The
 * engines share no way to run a script before the page's own, so the check starts once the page
 * has loaded and then looks every frame: when the row is already there the figure is the time of
 * that first look, an upper bound.
 */
async function firstVehicleRow(d: EngineDriver, url: string, needles: string[]): Promise<number> {
  await d.goto(url);
  return d.evaluate(
    (texts) =>
      new Promise<number>((resolve, reject) => {
        const until = performance.now() + 20_000;
        const look = () => {
          const text = document.body?.innerText ?? '';
          if (texts.some((t) => text.includes(t))) resolve(performance.now());
          else if (performance.now() > until) reject(new Error('no vehicle row within 20 s'));
          else requestAnimationFrame(look);
        };
        look();
      }),
    needles,
  );
}

/**
 * A claim saved offline, the page reloaded (still offline), then the network back: the time from
 * the network's return to the server's answer accepting the claim, as the front door sees it.
 */
async function sendAfterReconnect(
  d: EngineDriver,
  door: FrontDoor,
  vehicleId: string,
  photo: Photo,
  amount: string,
): Promise<number> {
  await networkOff(d, door);
  await fileClaim(d, door.url, vehicleId, amount, photo);
  await waitFor(d, { role: 'heading', name: /^Not sent yet/ });
  await d.reload();
  await waitFor(d, { role: 'heading', name: /^Not sent yet/ });
  const back = Date.now();
  await networkOn(d, door);
  let acceptedAt = 0;
  await waitUntil(
    `${d.name}: the claim accepted`,
    async () => {
      const accepted = door.passed.find(
        (r) => r.method === 'POST' && r.path === CLAIM_PATH && r.status === 200 && r.at >= back,
      );
      acceptedAt = accepted?.at ?? 0;
      return accepted !== undefined;
    },
    120_000,
  );
  return acceptedAt - back;
}

async function benchEngine(
  engine: EngineName,
  baseUrl: string,
  session: Session,
  vehicleId: string,
  needles: string[],
  photo: Photo,
): Promise<{ rows: Row[]; figures: Record<string, unknown> }> {
  const door = await startFrontDoor(baseUrl);
  const profileDir = await mkdtemp(join(tmpdir(), `cargo-bench-${engine}-`));
  const d = await launchEngine(engine, { profileDir });
  try {
    await signIn(d, door.url, session.email, session.password);
    await waitForServiceWorker(d);
    await waitUntil(`${engine}: the vehicles kept`, async () => {
      const stamps = await mirrorStamps(d, session.customerId);
      return stamps.includes('vehicles') && stamps.includes('subscribedVehicles');
    });
    // The customer coming back with the network: the list paints from the device, then refreshes.
    const onlineStarts: number[] = [];
    for (let i = 0; i < START_RUNS; i += 1) {
      onlineStarts.push(await firstVehicleRow(d, `${door.url}/portal/vehicles`, needles));
    }
    // Issue 41: from the Home Screen with the service worker and the device's copy warm, on a
    // slow phone (Lighthouse's 4x CPU). Only Chromium can slow its main thread.
    const slowStarts: number[] = [];
    if (d.slowCpu) {
      await d.slowCpu(SLOW_CPU);
      try {
        for (let i = 0; i < START_RUNS; i += 1) {
          slowStarts.push(await firstVehicleRow(d, `${door.url}/portal/vehicles`, needles));
        }
      } finally {
        await d.slowCpu(1);
      }
    }
    await networkOff(d, door);
    const starts: number[] = [];
    for (let i = 0; i < START_RUNS; i += 1) {
      starts.push(await firstVehicleRow(d, `${door.url}/portal/vehicles`, needles));
    }
    await networkOn(d, door);
    const sends: number[] = [];
    for (let i = 0; i < SEND_RUNS; i += 1) {
      sends.push(await sendAfterReconnect(d, door, vehicleId, photo, `${61 + i}.25`));
    }
    const slowStart = median(slowStarts);
    const onlineStart = median(onlineStarts) ?? 0;
    const start = median(starts) ?? 0;
    const send = median(sends) ?? 0;
    return {
      rows: [
        row(S, `${engine}: first vehicle row, online start`, ms(onlineStart)),
        slowStart === null
          ? missing(
              S,
              `${engine}: first vehicle row, warm start at 4× CPU`,
              'no CPU slowdown over WebDriver: the online start above is its figure',
            )
          : row(
              S,
              `${engine}: first vehicle row, warm start at 4× CPU`,
              ms(slowStart),
              `≤ ${ms(WARM_START_BUDGET_MS)}`,
              slowStart <= WARM_START_BUDGET_MS,
            ),
        row(S, `${engine}: first vehicle row, offline start`, ms(start)),
        row(S, `${engine}: claim sent after the network is back`, ms(send)),
      ],
      figures: {
        onlineStartMs: onlineStarts.map((v) => round(v, 1)),
        onlineStartMedianMs: round(onlineStart, 1),
        warmStartSlowCpuMs: slowStarts.map((v) => round(v, 1)),
        offlineStartMs: starts.map((v) => round(v, 1)),
        sendAfterReconnectMs: sends,
        offlineStartMedianMs: round(start, 1),
        sendAfterReconnectMedianMs: send,
      },
    };
  } finally {
    await d.close();
    await door.close();
    await rm(profileDir, { recursive: true, force: true });
  }
}

/**
 * Per engine a phone runs (BENCH_ENGINES picks them, as E2E_ENGINES does for the tests): the
 * time to the first vehicle row with the vehicle list opened online and offline, and a claim kept offline over a reload then sent when the network
 * returns, with no tap (no engine but Chromium has Background Sync; the page's own triggers send).
 */
export async function benchEngines(
  baseUrl: string,
  session: Session,
  vehicleId: string,
  needles: string[],
): Promise<SectionResult> {
  const rows: Row[] = [];
  const figures: Record<string, unknown> = {};
  const dir = await mkdtemp(join(tmpdir(), 'cargo-bench-photo-'));
  try {
    const photo = await writePhoto(join(dir, 'bench-receipt.png'), 200_000);
    for (const engine of enginesFromEnv(process.env.BENCH_ENGINES)) {
      const absent = engineMissing(engine);
      if (absent) {
        rows.push(missing(S, engine, absent));
        continue;
      }
      try {
        const result = await benchEngine(engine, baseUrl, session, vehicleId, needles, photo);
        rows.push(...result.rows);
        figures[engine] = result.figures;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        rows.push(missing(S, engine, `error: ${message.split('\n')[0]?.slice(0, 140)}`));
        figures[engine] = { error: message.slice(0, 2000) };
      }
    }
    return { rows, figures };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

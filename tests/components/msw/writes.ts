import type { Call } from './server';
import { MIRRORED_LIST_PATHS } from '../../fixtures/mirrored-lists';

/** The list reads (POSTs, as SPEC has them) the portal makes in the background to fill its mirrors. */
const MIRROR_READS = new Set(MIRRORED_LIST_PATHS);

/**
 * What a form sent: every call that changes something. The mirrors' background refresh starts
 * on its own clock once the first screen is up, so it may land inside any test's window.
 */
export const writesIn = (calls: readonly Call[]) =>
  calls.filter((c) => c.method !== 'GET' && !MIRROR_READS.has(c.url));

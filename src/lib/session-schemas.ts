import { z } from 'zod/mini';

/** What src/lib/session.ts checks answers with; loaded beside its first request. */
export { sessionProbe, user } from '../../contract/auth';

/** Logout answers with nothing the portal reads. */
export const loggedOut = z.unknown();

import type { Config } from '../config';

/**
 * The per-client limit on password guesses. Signing in and changing the password count against
 * one counter (`groupId`), so a stolen session cannot guess the current password any faster
 * than a stranger can guess a sign-in.
 */
export const signInThrottle = (config: Pick<Config, 'authRateLimit'>) => ({
  max: config.authRateLimit,
  timeWindow: '1 minute',
  groupId: 'sign-in',
});

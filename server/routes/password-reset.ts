import { z } from 'zod';
import { envelope } from '../../contract/envelope';
import {
  FORGOT_PASSWORD_SENT,
  forgotPasswordRequest,
  RESET_LINK_INVALID,
  resetPasswordRequest,
} from '../../contract/password-reset';
import type { App } from '../app-types';
import { createResetLink, resetPassword } from '../domain/accounts/password-reset';
import { HttpError, ok } from '../http';
import { resetMail } from '../mail/reset-mail';
import { addressThrottle } from '../domain/accounts/address-throttle';
import { afterAnswer } from '../plugins/after-answer';

/** Links asked for one address: enough for a lost first mail, too few to flood an inbox. */
const LINKS_PER_ADDRESS = 3;
const ADDRESS_WINDOW_MS = 60 * 60 * 1000;

export default async function passwordResetRoutes(app: App): Promise<void> {
  const links = afterAnswer(app.log, 'Reset link');
  // A link stored after the answer is mailed then too: this runs before the mailer's own drain
  // at close (app.ts), so its mail is handed over first.
  app.addHook('onClose', async () => {
    await links.drain();
  });
  const perClient = { max: app.config.authRateLimit, timeWindow: '1 minute' };
  const perAddress = addressThrottle(app.db, 'password-reset-address');

  app.post(
    '/api/auth/password/forgot',
    {
      config: { public: true, rateLimit: perClient },
      schema: {
        tags: ['auth'],
        description:
          'Emails a single-use link to set a new password. The answer is the same whether or not an account uses the address.',
        body: forgotPasswordRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      // Counted for every address, known or not, so the limit itself tells nothing.
      const attempts = await perAddress.count(email, ADDRESS_WINDOW_MS);
      if (attempts > LINKS_PER_ADDRESS) {
        throw new HttpError(
          429,
          'Too many reset links were asked for this address. Please try again in an hour.',
        );
      }
      // Looking the address up, storing a link and mailing it happen after the answer has gone:
      // a known address does more work than an unknown one, and the answer must not take
      // longer (or fail differently) for it, or its timing would tell who has an account.
      links.schedule(reply, async () => {
        const grant = await createResetLink(app.db, email, app.config.resetLinkMinutes);
        if (grant) app.mailer.send(resetMail(app.config, grant));
      });
      return ok(null, FORGOT_PASSWORD_SENT);
    },
  );

  app.post(
    '/api/auth/password/reset',
    {
      config: { public: true, rateLimit: perClient },
      schema: {
        tags: ['auth'],
        description:
          'Sets a new password with the token from the emailed link; every session of the account ends.',
        body: resetPasswordRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      if (!(await resetPassword(app.db, token, password))) {
        throw new HttpError(400, RESET_LINK_INVALID);
      }
      return ok(null, 'Your password has been changed. Sign in with the new password.');
    },
  );
}

import { MIRRORS_PATH, mirrorsAnswer } from '../../contract/mirrors';
import { envelope } from '../../contract/envelope';
import type { App } from '../app-types';
import { mirrorsState } from '../domain/accounts/mirrors-state';
import { confirmScopedSession } from '../domain/accounts/session-scope';
import { sessionLifetime } from '../domain/accounts/sessions';
import { HttpError, ok } from '../http';
import { sendNotModified } from '../plugins/if-none-match';
import { SIGN_IN_MESSAGE } from '../plugins/session';

/**
 * `GET /api/customer/mirrors`: one statement checks the session and reads what the start's tag
 * is made of (server/domain/accounts/mirrors-state.ts). A request naming the current tag gets a
 * 304 with no body: the device's mirrors all stand, and it asks for none of them.
 */
export default async function mirrorsRoutes(app: App): Promise<void> {
  const lifetime = sessionLifetime(app.config);
  const settings = {
    uploadOrigin: app.config.uploadOrigin ?? '',
    cardSurchargeRate: app.config.cardSurchargeRate,
  };
  app.get(
    MIRRORS_PATH,
    {
      config: { sessionInQuery: true },
      schema: { tags: ['customer'], response: { 200: envelope(mirrorsAnswer) } },
    },
    async (request, reply) => {
      const key = request.sessionKey;
      if (!key) throw new HttpError(401, SIGN_IN_MESSAGE);
      const state = await mirrorsState(app.db, key, settings);
      if (!state || !(await confirmScopedSession(app.db, key, state.session, lifetime))) {
        throw new HttpError(401, SIGN_IN_MESSAGE);
      }
      if (await sendNotModified(request, reply, state.tag)) return undefined;
      return ok(null, 'Mirrors');
    },
  );
}

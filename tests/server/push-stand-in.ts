import { createServer, type AddressInfo } from 'node:net';
import { once } from 'node:events';
import { PushApiModel } from 'web-push-testing/src/PushApiModel.js';
import WebPushTestingServer from 'web-push-testing/src/server.js';

const freePort = async (): Promise<number> => {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
};

/**
 * A push service on a loopback port (the `web-push-testing` package): it hands out subscriptions
 * as a browser would, checks each push's VAPID signature and decrypts what it receives, so the
 * server's push path is tested end to end with no network.
 */
export async function startPushStandIn() {
  const model = new PushApiModel();
  const service = new WebPushTestingServer(model, await freePort());
  service.startServer();
  if (!service._server.listening) await once(service._server, 'listening');
  return {
    /** A browser's subscription to the server's VAPID key, with the stand-in's handle on it. */
    subscribe: (applicationServerKey: string) =>
      model.subscribe({ applicationServerKey, userVisibleOnly: 'true' }),
    /** Every payload this subscription received, decrypted. */
    received: (clientHash: string): string[] => model.getNotifications({ clientHash }).messages,
    /** The browser dropped the subscription: the service now answers 410. */
    expire: (clientHash: string) => model.expireSubscription(clientHash),
    close: () => new Promise<void>((resolve) => service._server.close(() => resolve())),
  };
}

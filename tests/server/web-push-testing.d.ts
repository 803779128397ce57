// web-push-testing ships no types; these are the parts the push stand-in uses.
declare module 'web-push-testing/src/PushApiModel.js' {
  export class PushApiModel {
    notifyUrl: string;
    subscribe(options: {
      applicationServerKey: string;
      userVisibleOnly: 'true' | 'false';
    }): Promise<{
      endpoint: string;
      keys: { p256dh: string; auth: string };
      clientHash: string;
    }>;
    expireSubscription(clientHash: string): void;
    getNotifications(body: { clientHash: string }): { messages: string[] };
  }
}

declare module 'web-push-testing/src/server.js' {
  import type { Server } from 'node:http';
  import type { PushApiModel } from 'web-push-testing/src/PushApiModel.js';

  export default class WebPushTestingServer {
    constructor(model: PushApiModel, port: number);
    startServer(): void;
    _server: Server;
  }
}

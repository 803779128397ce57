import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in for the parts of Stripe's API the portal calls, answering the way Stripe's
 * docs say its test payment methods behave. The real SDK talks to it over plain http, so the
 * provider is exercised end to end with no network.
 */
export type StandInRequest = {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string;
};

type Card = { brand: string; last4: string; decline?: string; code?: string };
const CARDS: Record<string, Card> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    decline: 'Your card was declined.',
    code: 'card_declined',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    decline: 'Your card has insufficient funds.',
    code: 'card_declined',
  },
};
const ACCOUNTS: Record<string, { last4: string }> = {
  pm_auBecsDebit_success: { last4: '3456' },
  pm_auBecsDebit_accountClosed: { last4: '1113' },
  pm_auBecsDebit_debitNotAuthorized: { last4: '3335' },
};

export type StripeStandIn = {
  host: string;
  port: number;
  requests: StandInRequest[];
  close(): Promise<void>;
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function paymentMethod(id: string) {
  const card = CARDS[id];
  if (card) {
    return {
      id,
      object: 'payment_method',
      type: 'card',
      card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034 },
    };
  }
  const account = ACCOUNTS[id];
  if (account) {
    return {
      id,
      object: 'payment_method',
      type: 'au_becs_debit',
      au_becs_debit: { bsb_number: '000000', last4: account.last4, fingerprint: 'fp' },
    };
  }
  return null;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  // Stripe replays the first answer for a repeated idempotency key.
  const replays = new Map<string, { status: number; body: unknown }>();
  let counter = 0;

  const answer = (req: StandInRequest): { status: number; body: unknown } => {
    const p = req.params;
    if (req.method === 'POST' && req.path === '/v1/customers') {
      return { status: 200, body: { id: `cus_${(counter += 1)}`, object: 'customer' } };
    }
    if (req.method === 'POST' && req.path === '/v1/setup_intents') {
      const pm = paymentMethod(p.payment_method ?? '');
      if (!pm) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such PaymentMethod: '${p.payment_method}'`,
            },
          },
        };
      }
      if (
        pm.type === 'au_becs_debit' &&
        !p['mandate_data[customer_acceptance][online][ip_address]']
      ) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              message: 'A mandate is required for au_becs_debit.',
            },
          },
        };
      }
      return {
        status: 200,
        body: {
          id: `seti_${(counter += 1)}`,
          object: 'setup_intent',
          status: 'succeeded',
          payment_method: pm,
        },
      };
    }
    if (req.method === 'POST' && req.path === '/v1/payment_intents') {
      const id = `pi_${(counter += 1)}`;
      const base = { id, object: 'payment_intent', amount: Number(p.amount), currency: p.currency };
      if (p.confirm !== 'true') {
        return {
          status: 200,
          body: { ...base, status: 'requires_payment_method', client_secret: `${id}_secret_x` },
        };
      }
      const card = CARDS[p.payment_method ?? ''];
      if (card?.decline) {
        return {
          status: 402,
          body: {
            error: {
              type: 'card_error',
              code: card.code,
              message: card.decline,
              payment_intent: { ...base, status: 'requires_payment_method' },
            },
          },
        };
      }
      const status = ACCOUNTS[p.payment_method ?? ''] ? 'processing' : 'succeeded';
      return { status: 200, body: { ...base, status, client_secret: `${id}_secret_x` } };
    }
    if (req.method === 'POST' && req.path === '/v1/refunds') {
      const body = {
        id: `re_${(counter += 1)}`,
        object: 'refund',
        amount: Number(p.amount),
        payment_intent: p.payment_intent,
        status: 'succeeded',
      };
      return { status: 200, body };
    }
    const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(req.path);
    if (req.method === 'POST' && detach) {
      return { status: 200, body: { ...paymentMethod(detach[1] ?? ''), customer: null } };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } },
    };
  };

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const params = Object.fromEntries(new URLSearchParams(body || url.search.slice(1)));
    const idempotencyKey = String(req.headers['idempotency-key'] ?? '');
    const request = { method: req.method ?? 'GET', path: url.pathname, params, idempotencyKey };
    requests.push(request);
    const replayKey = `${request.path} ${idempotencyKey}`;
    const result = (idempotencyKey && replays.get(replayKey)) || answer(request);
    if (idempotencyKey) replays.set(replayKey, result);
    res.writeHead(result.status, {
      'content-type': 'application/json',
      'request-id': 'req_standin',
    });
    res.end(JSON.stringify(result.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

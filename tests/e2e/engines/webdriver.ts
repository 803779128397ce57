/**
 * The few W3C WebDriver commands the WebKit journeys need, as plain HTTP calls: a session, a
 * page, scripts, elements, keys. (WebKitGTK's driver speaks classic WebDriver only.)
 */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export type ElementRef = { [ELEMENT]: string };

export const isElementRef = (value: unknown): value is ElementRef =>
  typeof value === 'object' && value !== null && ELEMENT in value;

/** WebDriver's code points for the keys journeys press. */
export const KEY_CODES = { Tab: '\uE004', Escape: '\uE00C', Backspace: '\uE003' } as const;

type Answer = { value: unknown };
type ErrorValue = { error: string; message: string };

export class WebDriverError extends Error {
  constructor(
    readonly error: string,
    message: string,
  ) {
    super(`${error}: ${message}`);
  }
}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  static async create(base: string, capabilities: object): Promise<WebDriverSession> {
    const value = (await call(base, 'POST', '/session', {
      capabilities: { alwaysMatch: capabilities },
    })) as { sessionId: string };
    return new WebDriverSession(base, value.sessionId);
  }

  command(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<unknown> {
    return call(this.base, method, `/session/${this.id}${path}`, body);
  }

  async navigate(url: string): Promise<void> {
    await this.command('POST', '/url', { url });
  }

  async refresh(): Promise<void> {
    await this.command('POST', '/refresh', {});
  }

  async url(): Promise<string> {
    return (await this.command('GET', '/url')) as string;
  }

  /** Runs `body` (a function body taking `arguments`) and answers what it returns. */
  execute(body: string, args: unknown[]): Promise<unknown> {
    return this.command('POST', '/execute/sync', { script: body, args });
  }

  /** Runs `body`; its last argument is the callback that ends the script with a value. */
  executeAsync(body: string, args: unknown[]): Promise<unknown> {
    return this.command('POST', '/execute/async', { script: body, args });
  }

  async click(element: ElementRef): Promise<void> {
    await this.command('POST', `/element/${element[ELEMENT]}/click`, {});
  }

  /** Element Send Keys: typed into the element, or for a file input, the file's path. */
  async sendKeys(element: ElementRef, text: string): Promise<void> {
    await this.command('POST', `/element/${element[ELEMENT]}/value`, { text });
  }

  /** Presses and releases each key in turn in whatever has focus. */
  async keys(codes: string[]): Promise<void> {
    const actions = codes.flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]);
    await this.command('POST', '/actions', {
      actions: [{ type: 'key', id: 'keyboard', actions }],
    });
  }

  async setTimeouts(timeouts: { script?: number; pageLoad?: number }): Promise<void> {
    await this.command('POST', '/timeouts', timeouts);
  }

  async delete(): Promise<void> {
    await call(this.base, 'DELETE', `/session/${this.id}`);
  }
}

async function call(base: string, method: string, path: string, body?: object): Promise<unknown> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await res.json()) as Answer;
  if (!res.ok) {
    const value = answer.value as ErrorValue;
    throw new WebDriverError(value.error, value.message);
  }
  return answer.value;
}

import { Writable } from 'node:stream';

/** A pino destination that keeps every line the server writes, for assertions on the text. */
export class LogCapture extends Writable {
  private readonly chunks: string[] = [];

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    this.chunks.push(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
    done();
  }

  get text(): string {
    return this.chunks.join('');
  }

  get lineCount(): number {
    return this.text.split('\n').filter(Boolean).length;
  }
}

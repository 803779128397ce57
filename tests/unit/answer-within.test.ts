import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerWithin, NoAnswerInTime } from '../../src/lib/answer-within';

describe('answerWithin', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers what the promise answers in time', async () => {
    await expect(answerWithin(Promise.resolve('sub'), 1000, 'subscribe')).resolves.toBe('sub');
    await expect(
      answerWithin(Promise.reject(new Error('AbortError')), 1000, 'subscribe'),
    ).rejects.toThrow('AbortError');
  });

  it('gives up when nothing answers, and hands a late value over to be undone', async () => {
    let answer: (value: string) => void = () => undefined;
    const never = new Promise<string>((resolve) => {
      answer = resolve;
    });
    const late = vi.fn();
    const outcome = answerWithin(never, 15_000, 'push subscribe', late);
    const failed = expect(outcome).rejects.toBeInstanceOf(NoAnswerInTime);
    await vi.advanceTimersByTimeAsync(15_000);
    await failed;
    await expect(outcome).rejects.toThrow('push subscribe: no answer in 15 s');

    answer('subscription made after all');
    await vi.advanceTimersByTimeAsync(0);
    expect(late).toHaveBeenCalledWith('subscription made after all');
  });
});

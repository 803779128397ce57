/** Said by `answerWithin` when the time ran out before the promise settled. */
export class NoAnswerInTime extends Error {
  constructor(what: string, ms: number) {
    super(`${what}: no answer in ${ms / 1000} s`);
    this.name = 'NoAnswerInTime';
  }
}

/**
 * The promise's outcome, or a NoAnswerInTime once `ms` pass without one: for a browser call that
 * may never settle, so a screen can say so instead of waiting for ever. A value that arrives
 * after the limit goes to `onLate`, which can undo what it made.
 */
export function answerWithin<T>(
  promise: Promise<T>,
  ms: number,
  what: string,
  onLate?: (value: T) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      reject(new NoAnswerInTime(what, ms));
    }, ms);
    promise.then(
      (value) => {
        if (late) {
          onLate?.(value);
          return;
        }
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (!late) reject(error);
      },
    );
  });
}

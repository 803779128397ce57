/** What a Stripe element last said of itself in its change event. */
export type ElementState = { empty: boolean; complete: boolean; error: string; code: string };

export const UNTOUCHED: ElementState = { empty: true, complete: false, error: '', code: '' };

export const elementState = (event: {
  empty: boolean;
  complete: boolean;
  error?: { message?: string; code?: string } | undefined;
}): ElementState => ({
  empty: event.empty,
  complete: event.complete,
  error: event.error?.message ?? '',
  code: event.error?.code ?? '',
});

/**
 * Why an element cannot be submitted: `required` when it is empty or unfinished, else the words
 * for Stripe's own error (as Stripe says it, unless `words` puts it otherwise).
 */
export function elementProblem(
  state: ElementState,
  required: string,
  words: (state: ElementState) => string = (s) => s.error,
): string | undefined {
  if (state.empty) return required;
  if (state.error) return words(state);
  if (!state.complete) return required;
  return undefined;
}

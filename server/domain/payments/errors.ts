import { HttpError } from '../../http';
import { ProviderError } from './provider';

/** A provider refusal reaches the customer as an HttpError with the provider's own words. */
export function asHttpError(error: unknown): unknown {
  if (error instanceof ProviderError) return new HttpError(error.statusCode, error.message);
  return error;
}

export async function viaProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asHttpError(error);
  }
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod/mini';

type Options<TValues extends FieldValues, TSchema extends z.ZodMiniType> = Omit<
  UseFormProps<TValues, unknown, z.output<TSchema>>,
  'resolver'
> & {
  /** The contract's schema: the one the server route applies to the same request. */
  schema: TSchema;
  /**
   * The inputs' values in the schema's shape, for forms whose inputs hold something else
   * (a date's digits, null for an empty amount, a receipt beside the fields).
   */
  toInput?: (values: TValues) => unknown;
};

export type ZodForm<TValues extends FieldValues, TSchema extends z.ZodMiniType> = UseFormReturn<
  TValues,
  unknown,
  z.output<TSchema>
>;

/**
 * Every form's state: react-hook-form validated by a contract schema. Fields turn invalid only
 * after a failed submit (SPEC §2/§5: highlighted after a failed submit), are re-checked as they
 * change, and the failed submit puts the cursor on the first invalid field.
 */
export function useZodForm<TValues extends FieldValues, TSchema extends z.ZodMiniType>({
  schema,
  toInput,
  ...options
}: Options<TValues, TSchema>): ZodForm<TValues, TSchema> {
  // The resolver is typed over the schema's input; the form's values reach it through toInput.
  const resolve = zodResolver(schema as never) as unknown as Resolver<
    TValues,
    unknown,
    z.output<TSchema>
  >;
  const resolver: Resolver<TValues, unknown, z.output<TSchema>> = (values, context, opts) =>
    resolve((toInput ? toInput(values) : values) as TValues, context, opts);
  return useForm<TValues, unknown, z.output<TSchema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver,
  });
}

import { useState, type ReactNode } from 'react';
import '../../ui/forms.css';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod/mini';
import type { PaymentResult } from '../../../contract/payments/answers';
import type { PaymentMethodKind } from '../../../contract/payments/methods';
import type { TokenKeyResponse } from '../../../contract/payments/provider';
import { isApiError } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { useZodForm, type ZodForm } from '../../ui/form/useZodForm';
import { SandboxBadge } from './SandboxBadge';
import { saveOrPay, type MethodFormResult } from './save-or-pay';
import { FormError } from '../../ui/form/FormError';

/** What a card or bank form is given by its page. */
export type MethodFormProps = {
  provider: TokenKeyResponse;
  /** Present in the vehicle payment flow: the form saves (if asked) and pays. */
  vehicleId?: string;
  /** What 'Save & Pay' will charge, once known: the button says it. */
  amount?: number;
  onDone: (result: MethodFormResult) => void;
};

/** The provider's answer for the secure fields: a payload to send, or why not (words or none). */
export type Tokenized<P> = { ok: true; payload: P } | { ok: false; formError?: string };

type Props<TValues extends FieldValues, TSchema extends z.ZodMiniType, P> = MethodFormProps & {
  kind: PaymentMethodKind;
  /** The form's own fields (the contract's holder schema); the secure fields check themselves. */
  schema: TSchema;
  defaultValues: DefaultValues<TValues>;
  /** The 'Save … for future use?' box, shown in the vehicle flow only (else it is on). */
  keep: { name: Path<TValues>; label: string };
  /** Flags the secure fields; answers whether they are all fine. */
  checkSecureFields: () => Promise<boolean>;
  /** Turns the secure fields into what the routes take (undefined: the fields are not there). */
  tokenize: (values: z.output<TSchema>, keep: boolean) => Promise<Tokenized<P> | undefined>;
  save: (payload: P) => Promise<unknown>;
  saveAndPay: (payload: P & { vehicleId: string }) => Promise<PaymentResult>;
  /** The kind's fields, between the sandbox note and the save box. */
  children: (form: ZodForm<TValues, TSchema>, busy: boolean) => ReactNode;
};

/**
 * SPEC §2 Add card / Add bank, the frame both share: the kind's fields, 'Save … for future use?'
 * in the vehicle flow, the provider's and the server's words under the form, and 'Save' or
 * 'Save & Pay'. A refused payment ends in the page's popup; a refused save stays on the form.
 */
export function SaveOrPayForm<TValues extends FieldValues, TSchema extends z.ZodMiniType, P>({
  kind,
  provider,
  vehicleId,
  amount,
  onDone,
  schema,
  defaultValues,
  keep,
  checkSecureFields,
  tokenize,
  save,
  saveAndPay,
  children,
}: Props<TValues, TSchema, P>) {
  const form = useZodForm<TValues, TSchema>({ schema, defaultValues });
  const [formError, setFormError] = useState('');
  const busy = form.formState.isSubmitting;

  // The secure fields are flagged on the same failed submit as the form's own, whichever fails.
  // They take the cursor only when the form's fields are right: the form focuses its own after.
  const secureFieldsReady = async (): Promise<boolean> => {
    setFormError('');
    return checkSecureFields();
  };

  const onValid = async (values: z.output<TSchema>) => {
    if (!(await secureFieldsReady())) return;
    try {
      const tokenized = await tokenize(values, !vehicleId || Boolean(form.getValues(keep.name)));
      if (!tokenized) return;
      if (!tokenized.ok) {
        setFormError(tokenized.formError ?? '');
        return;
      }
      const outcome = await saveOrPay({ vehicleId, payload: tokenized.payload, save, saveAndPay });
      if (outcome.kind === 'payment-failed') setFormError(outcome.message);
      onDone(outcome);
    } catch (error) {
      // The API client has toasted the server's message; the provider's words go under the form.
      if (isApiError(error)) setFormError(error.message);
    }
  };

  return (
    <form
      className="form payment-form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(onValid, secureFieldsReady)(event)}
    >
      {provider.provider === 'sandbox' && <SandboxBadge kind={kind} />}
      {children(form, busy)}
      {vehicleId && (
        <label className="checkbox">
          <input type="checkbox" {...form.register(keep.name)} />
          {keep.label}
        </label>
      )}
      <FormError error={formError} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          {vehicleId
            ? `Save & Pay${amount === undefined ? '' : ` ${formatMoney(amount)}`}`
            : 'Save'}
        </button>
      </div>
    </form>
  );
}

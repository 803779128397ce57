import { createContext, useContext, type ReactNode } from 'react';
import { FormProvider, useFormContext, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { FormField, type FormFieldProps } from '../../../ui/form/FormField';
import type { WizardDraft } from './draft';

/** Starts the ids of a step's inputs, e.g. 'finance-monthlyRepayment'. */
const IdPrefix = createContext('vehicle');

/** Gives a step's fields its form and the start of their ids. */
export function StepFields<T>({
  form,
  idPrefix,
  children,
}: {
  form: UseFormReturn<WizardDraft, unknown, T>;
  idPrefix: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <IdPrefix.Provider value={idPrefix}>{children}</IdPrefix.Provider>
    </FormProvider>
  );
}

/** The step's form control, and the id of one of its inputs. */
export function useStepField(name: FieldPath<WizardDraft>) {
  const { control } = useFormContext<WizardDraft>();
  return { control, id: `${useContext(IdPrefix)}-${name}` };
}

/** A field of the current wizard step: its id is the step's prefix and its name. */
export function StepField<N extends FieldPath<WizardDraft>>(
  props: Omit<FormFieldProps<WizardDraft, N>, 'control'>,
) {
  const { control, id } = useStepField(props.name);
  return <FormField id={id} {...props} control={control} />;
}

import { useController, type Control } from 'react-hook-form';
import type { WizardDraft } from './draft';
import { YesNo } from './YesNo';

type YesNoKey = {
  [K in keyof WizardDraft]-?: WizardDraft[K] extends boolean | null ? K : never;
}[keyof WizardDraft];

type Props = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed output is not read here
  control: Control<WizardDraft, unknown, any>;
  name: YesNoKey;
  id: string;
  legend: string;
  /** The answer and what it clears or fills (SPEC §4 cascades). */
  onAnswer: (yes: boolean) => void;
};

/** A wizard Yes/No question bound to the step's form: its error, and focus after a failed Next. */
export function FormYesNo({ control, name, id, legend, onAnswer }: Props) {
  const { field, fieldState } = useController({ control, name });
  return (
    <YesNo
      {...field}
      id={id}
      legend={legend}
      error={fieldState.error?.message}
      onChange={onAnswer}
    />
  );
}

import { useController } from 'react-hook-form';
import type { WizardDraft } from './draft';
import { useStepField } from './StepField';
import { YesNo } from './YesNo';

type YesNoKey = {
  [K in keyof WizardDraft]-?: WizardDraft[K] extends boolean | null ? K : never;
}[keyof WizardDraft];

type Props = {
  name: YesNoKey;
  legend: string;
  /** The answer and what it clears or fills (SPEC §4 cascades). */
  onAnswer: (yes: boolean) => void;
};

/** A wizard Yes/No question bound to the step's form: its error, and focus after a failed Next. */
export function FormYesNo({ name, legend, onAnswer }: Props) {
  const { control, id } = useStepField(name);
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

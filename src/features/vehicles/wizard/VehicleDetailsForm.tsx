import { useEffect, useState } from 'react';
import {
  KM_PER_YEAR_MAX,
  ODOMETER_MAX,
  vehicleDetailsStep,
  type VehicleOption,
} from '../../../../contract/vehicles';
import { useLocalUser } from '../../../offline/react/useLocalUser';
import { TextInput } from '../../../ui/TextInput';
import { fetchOptions } from '../api';
import type { WizardDraft } from './draft';
import { NumberInput } from './NumberInput';
import { StepField } from './StepField';
import { useStepForm } from './useStepForm';
import { VehicleChoiceFields } from './VehicleChoiceFields';
import { VehicleUserFields } from './VehicleUserFields';
import { WizardStepForm } from './WizardStepForm';

const NO_VEHICLE = { vehicleMasterId: '', vehicleName: '', vehicleBody: '', vehicleEngine: '' };
const chosen = (o: VehicleOption) => ({
  vehicleMasterId: o.id,
  vehicleName: o.name,
  vehicleBody: o.body,
  vehicleEngine: o.engine,
});
const optionsKey = (d: Pick<WizardDraft, 'make' | 'model' | 'year'>) =>
  d.make.trim() && d.model.trim() && /^\d{4}$/.test(d.year.trim())
    ? `${d.make.trim()}\u0000${d.model.trim()}\u0000${d.year.trim()}`
    : null;

/** Wizard step 1 (SPEC §2, §4, §5): the vehicle, its registration and distance, its user. */
export function VehicleDetailsForm({ id, initial }: { id: string; initial: WizardDraft }) {
  const account = useLocalUser();
  const { form, draft, commit, latest, onSubmit } = useStepForm({
    id,
    initial,
    schema: vehicleDetailsStep,
    next: `/vehicle/${id}/finance`,
  });
  const [loaded, setLoaded] = useState<{ key: string; options: VehicleOption[] } | null>(null);
  const key = optionsKey(draft);
  const options = loaded && loaded.key === key ? loaded.options : [];

  // A year (picked or typed in full) loads its vehicles and selects the first (SPEC §4).
  useEffect(() => {
    if (key === null) return;
    const { make, model, year } = latest();
    let active = true;
    fetchOptions(make.trim(), model.trim(), Number(year)).then(
      (list) => {
        if (!active) return;
        setLoaded({ key, options: list });
        const current = latest().vehicleMasterId;
        const first = list[0];
        if (first && !list.some((o) => o.id === current)) commit(chosen(first));
      },
      () => {
        if (active) setLoaded({ key, options: [] });
      },
    );
    return () => {
      active = false;
    };
  }, [key, latest, commit]);

  const onWhoIsUsing = (self: boolean) =>
    commit(
      self
        ? {
            whoIsUsing: 'SELF',
            firstName: account?.firstName ?? '',
            lastName: account?.lastName ?? '',
            emailAddress: account?.email ?? '',
            phoneNumber: account?.phoneNumber ?? '',
          }
        : { whoIsUsing: 'OTHER', firstName: '', lastName: '', emailAddress: '', phoneNumber: '' },
    );

  return (
    <WizardStepForm
      id={id}
      step="details"
      form={form}
      title="Vehicle Details"
      label="Vehicle details"
      backTo="/vehicles"
      onSubmit={onSubmit}
    >
      <div className="form__grid">
        <VehicleChoiceFields
          draft={draft}
          options={options}
          onMake={(make) => {
            if (make !== latest().make) commit({ make, model: '', year: '', ...NO_VEHICLE });
          }}
          onModel={(model) => {
            if (model !== latest().model) commit({ model, year: '', ...NO_VEHICLE });
          }}
          onYear={(year) => {
            if (year !== latest().year) commit({ year, ...NO_VEHICLE });
          }}
          onVehicle={(o) => commit(o ? chosen(o) : NO_VEHICLE)}
        />
        <StepField name="registerationNumber" label="Registration number" required>
          {(field) => (
            <TextInput
              {...field}
              maxLength={10}
              autoCapitalize="characters"
              autoComplete="off"
              onChange={(v) => field.onChange(v.toUpperCase())}
            />
          )}
        </StepField>
        <StepField name="kmYearTravelled" label="Km per year" required>
          {(field) => <NumberInput {...field} max={KM_PER_YEAR_MAX} />}
        </StepField>
        <StepField
          name="currentOdometer"
          label="Current odometer"
          required
          hint="Kilometres, up to 100,000"
        >
          {(field) => <NumberInput {...field} max={ODOMETER_MAX} />}
        </StepField>
        <VehicleUserFields onWhoIsUsing={onWhoIsUsing} />
      </div>
    </WizardStepForm>
  );
}

import { useEffect, useState } from 'react';
import { ODOMETER_MAX, KM_PER_YEAR_MAX, type VehicleOption } from '../../../../contract/vehicles';
import { useLocalUser } from '../../../offline/localUser';
import { Field } from '../../../ui/Field';
import { TextInput } from '../../../ui/TextInput';
import { fetchOptions } from '../api';
import { checkDetails, type WizardDraft } from './draft';
import { NumberInput } from './NumberInput';
import { useStepForm } from './useStepForm';
import { VehicleChoiceFields } from './VehicleChoiceFields';
import { VehicleUserFields } from './VehicleUserFields';
import { WizardStepForm } from './WizardStepForm';

const ORDER = [
  'make',
  'model',
  'year',
  'vehicleMasterId',
  'registerationNumber',
  'kmYearTravelled',
  'currentOdometer',
  'whoIsUsing',
  'firstName',
  'lastName',
  'phoneNumber',
  'emailAddress',
] as const;

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
  const { draft, commit, latest, errors, onSubmit } = useStepForm({
    id,
    initial,
    check: checkDetails,
    next: `/vehicle/${id}/finance`,
    fieldId: (field) => `vehicle-${field === 'vehicleMasterId' ? 'master' : field}`,
    order: ORDER,
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
      title="Vehicle Details"
      label="Vehicle details"
      backTo="/vehicles"
      onSubmit={onSubmit}
    >
      <div className="form__grid">
        <VehicleChoiceFields
          draft={draft}
          errors={errors}
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
        <Field
          id="vehicle-registerationNumber"
          label="Registration number"
          error={errors.registerationNumber}
          required
        >
          {(control) => (
            <TextInput
              {...control}
              name="registerationNumber"
              maxLength={10}
              autoCapitalize="characters"
              autoComplete="off"
              value={draft.registerationNumber}
              onChange={(v) => commit({ registerationNumber: v.toUpperCase() })}
            />
          )}
        </Field>
        <Field
          id="vehicle-kmYearTravelled"
          label="Km per year"
          error={errors.kmYearTravelled}
          required
        >
          {(control) => (
            <NumberInput
              {...control}
              name="kmYearTravelled"
              max={KM_PER_YEAR_MAX}
              value={draft.kmYearTravelled}
              onChange={(v) => commit({ kmYearTravelled: v })}
            />
          )}
        </Field>
        <Field
          id="vehicle-currentOdometer"
          label="Current odometer"
          error={errors.currentOdometer}
          required
          hint="Kilometres, up to 100,000"
        >
          {(control) => (
            <NumberInput
              {...control}
              name="currentOdometer"
              max={ODOMETER_MAX}
              value={draft.currentOdometer}
              onChange={(v) => commit({ currentOdometer: v })}
            />
          )}
        </Field>
        <VehicleUserFields
          draft={draft}
          errors={errors}
          onWhoIsUsing={onWhoIsUsing}
          onText={(k, v) => commit({ [k]: v })}
        />
      </div>
    </WizardStepForm>
  );
}

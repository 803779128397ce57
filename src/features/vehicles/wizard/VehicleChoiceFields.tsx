import { optionLabel, type VehicleOption } from '../../../../contract/vehicles';
import type { FieldErrors } from '../../../lib/formErrors';
import { Combobox } from '../../../ui/Combobox';
import { Field } from '../../../ui/Field';
import { searchMakes, searchModels, searchYears } from '../api';
import { variantLabel, type WizardDraft } from './draft';
import { useSuggestions } from './useSuggestions';

type Props = {
  draft: WizardDraft;
  errors: FieldErrors;
  options: VehicleOption[];
  onMake: (make: string) => void;
  onModel: (model: string) => void;
  onYear: (year: string) => void;
  onVehicle: (option: VehicleOption | null) => void;
};

const same = (s: string) => s;

/** Make, model and year typeaheads and the vehicle choice, cascading as SPEC §4 says. */
export function VehicleChoiceFields({
  draft,
  errors,
  options,
  onMake,
  onModel,
  onYear,
  onVehicle,
}: Props) {
  const { make, model, year } = draft;
  const makes = useSuggestions(make, (signal) => searchMakes(make.trim(), signal));
  const models = useSuggestions(make.trim() ? `${make}\u0000${model}` : null, (signal) =>
    searchModels(make.trim(), model.trim(), signal),
  );
  const years = useSuggestions(
    make.trim() && model.trim() ? `${make}\u0000${model}\u0000${year}` : null,
    (signal) => searchYears(make.trim(), model.trim(), year.trim(), signal),
  );
  // Offline, or before the list arrives, the kept choice still shows as the selected vehicle.
  const shown =
    draft.vehicleMasterId && !options.some((o) => o.id === draft.vehicleMasterId)
      ? [
          {
            id: draft.vehicleMasterId,
            name: draft.vehicleName,
            body: draft.vehicleBody,
            engine: draft.vehicleEngine,
          },
          ...options,
        ]
      : options;

  return (
    <>
      <Field id="vehicle-make" label="Make" error={errors.make} required>
        {(control) => (
          <Combobox
            {...control}
            name="make"
            autoComplete="off"
            maxLength={60}
            placeholder="Start typing, e.g. Toyota"
            value={make}
            onChange={onMake}
            options={makes}
            optionKey={same}
            optionLabel={same}
            onPick={onMake}
          />
        )}
      </Field>
      <Field id="vehicle-model" label="Model" error={errors.model} required>
        {(control) => (
          <Combobox
            {...control}
            name="model"
            autoComplete="off"
            maxLength={80}
            placeholder={make.trim() ? 'Start typing, e.g. Corolla' : 'Choose a make first'}
            disabled={!make.trim()}
            value={model}
            onChange={onModel}
            options={models}
            optionKey={same}
            optionLabel={same}
            onPick={onModel}
          />
        )}
      </Field>
      <Field id="vehicle-year" label="Year" error={errors.year} required>
        {(control) => (
          <Combobox
            {...control}
            name="year"
            autoComplete="off"
            maxLength={4}
            placeholder={model.trim() ? 'e.g. 2020' : 'Choose a model first'}
            disabled={!make.trim() || !model.trim()}
            value={year}
            onChange={onYear}
            options={years}
            optionKey={String}
            optionLabel={String}
            onPick={(picked) => onYear(String(picked))}
          />
        )}
      </Field>
      <Field id="vehicle-master" label="Vehicle" error={errors.vehicleMasterId} required>
        {(control) => (
          <select
            {...control}
            name="vehicleMasterId"
            className="select"
            disabled={shown.length === 0}
            value={draft.vehicleMasterId}
            onChange={(event) => onVehicle(shown.find((o) => o.id === event.target.value) ?? null)}
          >
            {shown.length === 0 && <option value="">Choose a year first</option>}
            {shown.map((o) => (
              <option key={o.id} value={o.id}>
                {o.id === draft.vehicleMasterId && !o.name ? variantLabel(draft) : optionLabel(o)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}

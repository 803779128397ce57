import { formatVehicleLabel } from '../../../../contract/vehicle-label';
import type { VehicleOption } from '../../../../contract/vehicles';
import { Combobox } from '../../../ui/Combobox';
import { searchMakes, searchModels, searchYears } from '../api';
import { variantLabel, type WizardDraft } from './draft';
import { StepField } from './StepField';
import { useSuggestions } from './useSuggestions';

type Props = {
  draft: WizardDraft;
  options: VehicleOption[];
  onMake: (make: string) => void;
  onModel: (model: string) => void;
  onYear: (year: string) => void;
  onVehicle: (option: VehicleOption | null) => void;
};

const same = (s: string) => s;

/**
 * Make, model and year typeaheads and the vehicle choice, cascading as SPEC §4 says. A field
 * that waits for the one before it is disabled and shows no error until it can be filled.
 */
export function VehicleChoiceFields({ draft, options, onMake, onModel, onYear, onVehicle }: Props) {
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
      <StepField name="make" label="Make" required>
        {(field) => (
          <Combobox
            {...field}
            autoComplete="off"
            maxLength={60}
            placeholder="Start typing, e.g. Toyota"
            onChange={onMake}
            options={makes}
            optionKey={same}
            optionLabel={same}
            onPick={onMake}
          />
        )}
      </StepField>
      <StepField name="model" label="Model" required disabled={!make.trim()}>
        {(field) => (
          <Combobox
            {...field}
            autoComplete="off"
            maxLength={80}
            placeholder={make.trim() ? 'Start typing, e.g. Corolla' : 'Choose a make first'}
            onChange={onModel}
            options={models}
            optionKey={same}
            optionLabel={same}
            onPick={onModel}
          />
        )}
      </StepField>
      <StepField name="year" label="Year" required disabled={!make.trim() || !model.trim()}>
        {(field) => (
          <Combobox
            {...field}
            autoComplete="off"
            maxLength={4}
            placeholder={model.trim() ? 'e.g. 2020' : 'Choose a model first'}
            onChange={onYear}
            options={years}
            optionKey={String}
            optionLabel={String}
            onPick={(picked) => onYear(String(picked))}
          />
        )}
      </StepField>
      <StepField
        name="vehicleMasterId"
        id="vehicle-master"
        label="Vehicle"
        required
        disabled={shown.length === 0}
      >
        {(field) => (
          <select
            {...field}
            className="select"
            onChange={(event) => onVehicle(shown.find((o) => o.id === event.target.value) ?? null)}
          >
            {shown.length === 0 && <option value="">Choose a year first</option>}
            {shown.map((o) => (
              <option key={o.id} value={o.id}>
                {o.id === draft.vehicleMasterId && !o.name
                  ? variantLabel(draft)
                  : formatVehicleLabel(o)}
              </option>
            ))}
          </select>
        )}
      </StepField>
    </>
  );
}

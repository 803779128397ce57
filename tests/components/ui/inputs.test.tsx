import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Field } from '../../../src/ui/Field';
import { MaskedInput } from '../../../src/ui/masks/MaskedInput';
import { MoneyInput } from '../../../src/ui/masks/MoneyInput';

function Money({ max, initial = null }: { max?: number; initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <Field label="Amount">
        {(control) => <MoneyInput {...control} value={value} onChange={setValue} max={max} />}
      </Field>
      <output data-testid="value">{value === null ? 'empty' : String(value)}</output>
    </>
  );
}

function Masked({ mask, label }: { mask: string; label: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <Field label={label}>
        {(control) => <MaskedInput {...control} mask={mask} value={value} onChange={setValue} />}
      </Field>
      <output data-testid="value">{value}</output>
    </>
  );
}

// Typing with user-event is slow on a shared two-core machine.
describe('MoneyInput', { timeout: 30_000 }, () => {
  it('shows a $ prefix and thousands separators and reports dollars', async () => {
    const user = userEvent.setup();
    render(<Money />);
    await user.type(screen.getByLabelText('Amount'), '12345.67');
    expect(screen.getByLabelText('Amount')).toHaveValue('$12,345.67');
    expect(screen.getByTestId('value')).toHaveTextContent('12345.67');
  });

  it('keeps at most 2 decimals and refuses a minus sign', async () => {
    const user = userEvent.setup();
    render(<Money />);
    await user.type(screen.getByLabelText('Amount'), '-9.999');
    expect(screen.getByLabelText('Amount')).toHaveValue('$9.99');
    expect(screen.getByTestId('value')).toHaveTextContent('9.99');
  });

  it('caps the amount', async () => {
    const user = userEvent.setup();
    render(<Money max={1_000_000} />);
    await user.type(screen.getByLabelText('Amount'), '10000009');
    expect(screen.getByTestId('value')).toHaveTextContent('1000000');
    expect(screen.getByLabelText('Amount')).toHaveValue('$1,000,000');
  });

  it('writes an amount set from elsewhere, and a typed one once left, with its cents in full', () => {
    render(<Money initial={15.9} />);
    expect(screen.getByLabelText('Amount')).toHaveValue('$15.90');
  });

  it('keeps what was typed on the way to an amount, and a typed 23.40 as 23.40', async () => {
    const user = userEvent.setup();
    render(<Money />);
    await user.type(screen.getByLabelText('Amount'), '5.');
    expect(screen.getByLabelText('Amount')).toHaveValue('$5.');
    await user.type(screen.getByLabelText('Amount'), '5');
    expect(screen.getByLabelText('Amount')).toHaveValue('$5.5');
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '23.40');
    expect(screen.getByLabelText('Amount')).toHaveValue('$23.40');
    expect(screen.getByTestId('value')).toHaveTextContent('23.4');
  });

  it('writes a typed amount as money once the field is left', async () => {
    const user = userEvent.setup();
    render(<Money />);
    await user.type(screen.getByLabelText('Amount'), '007.5');
    await user.tab();
    expect(screen.getByLabelText('Amount')).toHaveValue('$7.50');
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '12.');
    await user.tab();
    expect(screen.getByLabelText('Amount')).toHaveValue('$12');
    expect(screen.getByTestId('value')).toHaveTextContent('12');
  });

  it('reports empty as null', async () => {
    const user = userEvent.setup();
    render(<Money />);
    await user.type(screen.getByLabelText('Amount'), '5');
    await user.clear(screen.getByLabelText('Amount'));
    expect(screen.getByTestId('value')).toHaveTextContent('empty');
  });
});

describe('MaskedInput', () => {
  it('formats a BSB as 000-000 and reports the digits', async () => {
    const user = userEvent.setup();
    render(<Masked mask="000-000" label="BSB" />);
    await user.type(screen.getByLabelText('BSB'), '0820011234');
    expect(screen.getByLabelText('BSB')).toHaveValue('082-001');
    expect(screen.getByTestId('value')).toHaveTextContent('082001');
  });

  it('accepts 10 phone digits only', async () => {
    const user = userEvent.setup();
    render(<Masked mask="0000000000" label="Phone" />);
    await user.type(screen.getByLabelText('Phone'), '04 12-ab345678999');
    expect(screen.getByLabelText('Phone')).toHaveValue('0412345678');
  });
});

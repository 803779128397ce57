import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog';
import { Popup } from '../../../src/ui/Popup';

function ConfirmHarness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Delete</button>
      <ConfirmDialog
        open={open}
        message="Do you wish to Delete the vehicle?"
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks Yes/No in an accessible modal, starting on No', async () => {
    const user = userEvent.setup();
    render(<ConfirmHarness onConfirm={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Do you wish to Delete the vehicle?');
    expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<ConfirmHarness onConfirm={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveFocus();
  });

  it('answers No on Escape and returns focus; Yes confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ConfirmHarness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});

describe('Popup', () => {
  it('is a named dialog that closes from its close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Popup open title="Vehicle details" onClose={onClose}>
        <p>Toyota Corolla</p>
      </Popup>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Vehicle details' });
    expect(dialog).toHaveTextContent('Toyota Corolla');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

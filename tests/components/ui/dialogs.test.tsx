import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog';
import { Modal } from '../../../src/ui/Modal';

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

  // Tab staying inside is the browser's inert background: tests/e2e/dialogs.test.ts checks it.
  it('opens as a native modal <dialog>', async () => {
    const user = userEvent.setup();
    render(<ConfirmHarness onConfirm={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('data-modal', 'true');
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

describe('Modal', () => {
  it('is a named dialog that closes from its close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal open title="Vehicle details" onClose={onClose}>
        <p>Toyota Corolla</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Vehicle details' });
    expect(dialog).toHaveTextContent('Toyota Corolla');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on a tap on the backdrop but not on a tap inside', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal open title="Vehicle details" onClose={onClose}>
        <p>Toyota Corolla</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Vehicle details' });
    await user.click(within(dialog).getByText('Toyota Corolla'));
    expect(onClose).not.toHaveBeenCalled();
    // The <dialog> element itself is hit only outside its panel: on the ::backdrop.
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('leaves closing to its owner: Escape asks, the dialog stays until open turns false', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal open title="Vehicle details" onClose={onClose}>
        <p>Toyota Corolla</p>
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog', { name: 'Vehicle details' })).toHaveAttribute('open');
  });
});

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../../src/app/Toasts';
import { toast } from '../../../src/lib/toast';
import { Modal } from '../../../src/ui/Modal';

describe('toasts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads the Toaster with the first toast and still shows that toast', async () => {
    const { container } = render(<Toasts />);
    // Nothing is mounted (nor sonner fetched) before a toast is asked for.
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();

    // Asked for while neither sonner nor its Toaster is there yet.
    act(() => toast.error('Current password is incorrect'));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();

    // Once mounted, later toasts arrive the ordinary way.
    act(() => toast.success('Profile updated successfully'));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
  });

  it('says the same words once: a second identical error updates the toast on screen', async () => {
    render(<Toasts />);
    act(() => toast.error('The dashboard could not be loaded'));
    await screen.findByText('The dashboard could not be loaded');
    act(() => toast.error('The dashboard could not be loaded'));
    act(() => toast.error('The profile could not be loaded'));
    // The later, different error arriving is the signal that the repeated one was handled too.
    await screen.findByText('The profile could not be loaded');
    expect(screen.getAllByText('The dashboard could not be loaded')).toHaveLength(1);
    for (const text of ['The dashboard could not be loaded', 'The profile could not be loaded']) {
      const shown = screen.getByText(text).closest('[data-sonner-toast]') as HTMLElement;
      fireEvent.click(within(shown).getByRole('button', { name: 'Close toast' }));
    }
    await waitFor(() => {
      expect(screen.queryByText('The dashboard could not be loaded')).toBeNull();
      expect(screen.queryByText('The profile could not be loaded')).toBeNull();
    });
  });

  it('keeps an error until its labelled close button dismisses it; a success goes by itself', async () => {
    // The clock is ours: a minute passes at once. Real time still runs, so findBy/waitFor poll.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toasts />);
    act(() => toast.error('The vehicle could not be saved'));
    act(() => toast.success('Vehicle saved'));
    const error = (await screen.findByText('The vehicle could not be saved')).closest(
      '[data-sonner-toast]',
    ) as HTMLElement;
    await screen.findByText('Vehicle saved');
    expect(error).toHaveClass('cargo-toast--error');

    act(() => vi.advanceTimersByTime(60_000));
    // The success toast's own timer ran out: the signal that the minute really passed.
    await waitFor(() => expect(screen.queryByText('Vehicle saved')).toBeNull());
    expect(screen.getByText('The vehicle could not be saved')).toBeInTheDocument();
    expect(error).toBeInTheDocument();

    const close = within(error).getByRole('button', { name: 'Close toast' });
    expect(close).toHaveClass('cargo-toast__close');
    // A plain click: sonner's swipe handling wants pointer capture, which jsdom has not got.
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByText('The vehicle could not be saved')).toBeNull());
  });

  // An open <dialog> is in the browser's top layer and makes the rest of the page inert: a toast
  // outside it is hidden behind it and not announced ('Invitation sent' behind the vehicle popup).
  it('shows a toast inside an open dialog, and back on the page once it closes', async () => {
    const { rerender } = render(
      <>
        <Toasts />
        <Modal open title="Toyota Corolla" onClose={() => undefined}>
          <p>Drivers</p>
        </Modal>
      </>,
    );
    act(() => toast.success('Invitation sent to dana@example.com'));
    const sent = await screen.findByText('Invitation sent to dana@example.com');
    const dialog = screen.getByRole('dialog', { name: 'Toyota Corolla' });
    expect(dialog).toContainElement(sent);

    rerender(
      <>
        <Toasts />
        <Modal open={false} title="Toyota Corolla" onClose={() => undefined}>
          <p>Drivers</p>
        </Modal>
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // The same toast, kept on screen, now in the page itself.
    expect(screen.getByText('Invitation sent to dana@example.com')).toBe(sent);
    expect(document.body).toContainElement(sent);
  });
});

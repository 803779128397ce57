import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toasts } from '../../../src/app/Toasts';
import { toast } from '../../../src/lib/toast';

describe('toasts', () => {
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
});

import type { EngineDriver } from './driver';
import { showsText, waitFor, waitForText, waitUntil } from './steps';

/** What the claim form shows once the reader has answered. */
export type FormAfterReading = {
  read: boolean;
  fallback: boolean;
  amount: string;
  expenseDate: string;
  type: string;
  typeHint: string;
  amountHint: string;
  warning: boolean;
};

/** Keeps the reader on the device from the claim form's toggle (with a connection). */
export async function keepReader(d: EngineDriver, base: string): Promise<void> {
  await d.goto(`${base}/portal/adhoc/new`);
  await waitFor(d, { role: 'heading', name: 'Adhoc Expence' });
  await waitForText(d, 'Downloads about');
  await d.click({ label: 'Read receipts offline' });
  await waitForText(d, 'Receipts are read on this device', 120_000);
}

/**
 * Picks the photo on the open claim form and waits for the reader's answer: the fields it
 * filled, or the message that asks the driver to type them.
 */
export async function pickAndRead(d: EngineDriver, photoPath: string): Promise<FormAfterReading> {
  await d.upload({ css: '[data-testid="receipt-input"]' }, photoPath);
  await waitUntil(
    `${d.name}: the reader's answer`,
    async () =>
      (await showsText(d, 'Read from the receipt')) ||
      (await showsText(d, 'could not be read')) ||
      (await showsText(d, 'needs a connection')),
    180_000,
  );
  const read = await showsText(d, 'Read from the receipt');
  // The form's state settles in the render after the panel's: read it once the amount is in.
  if (read) {
    await waitUntil(`${d.name}: the amount filled`, () =>
      d.evaluate(
        () => (document.querySelector<HTMLInputElement>('input[name=amount]')?.value ?? '') !== '',
        null,
      ),
    );
  }
  const fields = await d.evaluate(() => {
    const control = (name: string) =>
      document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name=${name}]`);
    const hint = (name: string) =>
      (control(name)?.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    return {
      amount: control('amount')?.value ?? '',
      expenseDate: control('expenseDate')?.value ?? '',
      type: control('type')?.value ?? '',
      typeHint: hint('type'),
      amountHint: hint('amount'),
      warning: document.body.textContent?.includes('may not be a valid tax invoice') ?? false,
    };
  }, null);
  return { read, fallback: await showsText(d, 'Type the details in below'), ...fields };
}

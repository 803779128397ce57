import { describe, expect, it } from 'vitest';
import { showsSecret } from './shows-secret';

describe('what counts as an answer showing a secret', () => {
  it('finds a last four where an answer shows it, never inside an id or a larger number', () => {
    expect(showsSecret('{"last4":"4455"}', '4455')).toBe(true);
    expect(showsSecret('Pay to 062-000 ••••4455', '4455')).toBe(true);
    expect(showsSecret('the account ending 4455.', '4455')).toBe(true);
    expect(showsSecret('{"account":"XXXX4455"}', '4455')).toBe(true);
    expect(showsSecret('{"id":"0f3c2a9e-4455-4b1d-9c2e-7a6b5c4d3e2f"}', '4455')).toBe(false);
    expect(showsSecret('{"name":"0f3c2a9e44551b1d.jpg"}', '4455')).toBe(false);
    expect(showsSecret('{"amountCents":14455}', '4455')).toBe(false);
  });

  it('finds a longer secret anywhere, in any case', () => {
    expect(showsSecret('{"account":"XXXX9876"}', 'xxxx9876')).toBe(true);
    expect(showsSecret('{"n":"a11119876b"}', '11119876')).toBe(true);
  });
});

/** SPEC §8: bank debit provider errors, by code; any other shows the provider's message. */
const MESSAGES: Record<string, string> = {
  invalid_au_bank_account_number_testmode:
    'The account number you entered is not valid in testmode.',
  invalid_au_bank_account_bsb: 'The BSB you entered is invalid.',
};

export function bankErrorMessage(code: string | undefined, providerMessage: string): string {
  return (code && MESSAGES[code]) || providerMessage;
}

/** Where the Direct Debit Request service agreement lives (Stripe's BECS agreement). */
export const DDR_SERVICE_AGREEMENT_URL = 'https://stripe.com/au-becs-dd-service-agreement/legal';

/**
 * The BECS Direct Debit Request consent: the customer agrees to the DDR and its linked service
 * agreement before an account is set up (SPEC §2 Add bank).
 */
export const DDR_CONSENT_BEFORE =
  'By providing your bank account details and saving, you agree to this Direct Debit Request and the';
export const DDR_CONSENT_LINK = 'Direct Debit Request service agreement';
export const DDR_CONSENT_AFTER =
  ', and authorise Stripe Payments Australia Pty Ltd ACN 160 180 343 Direct Debit User ID number 507156 ("Stripe") to debit your account through the Bulk Electronic Clearing System (BECS) on behalf of CarGo (the "Merchant") for any amounts separately communicated to you by the Merchant. You certify that you are either an account holder or an authorised signatory on the account listed above.';

-- A claim's bank account, sealed like the payout account (AES-256-GCM under PAYOUT_KEY); the
-- `account` column keeps only what lists show ('062000 XXXX5678'). Rows filed before this are
-- sealed by the server at start (server/domain/expenses/seal-claim-accounts.ts): SQL has no key.
ALTER TABLE "expenses" ADD COLUMN "account_sealed" text;

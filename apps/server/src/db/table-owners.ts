// One writer per table (docs/architecture.md, "Who writes which table"): the place that alone
// inserts, updates and deletes each table's rows; everyone else asks its face. Paths are relative to
// apps/server/src. db/table-owners.test.ts scans the server's source and fails on a write elsewhere.

/** Each table (by its SQL name) and the folder or file that owns its rows. */
export const TABLE_OWNERS: Record<string, string> = {
  // identity and security
  users: "modules/users/",
  password_reset_tokens: "modules/auth/",
  email_tokens: "modules/email-proof/",
  sessions: "modules/security/",
  security_events: "modules/security/",
  two_factor: "modules/security/",
  recovery_codes: "modules/security/",
  passkeys: "modules/security/",
  webauthn_challenges: "modules/security/",
  account_guards: "modules/security/",
  freeze_links: "modules/security/",
  rate_limits: "lib/rate-limit.ts",
  admin_grants: "modules/admin/",
  audit_log: "modules/decisions/",
  verification_requests: "modules/verification/",
  withdrawal_addresses: "modules/address-book/",
  files: "modules/files/",
  // money
  deposits: "modules/deposits/",
  chain_payments: "modules/deposits/",
  withdrawals: "modules/withdrawals/",
  ledger_entries: "modules/wallet/ledger.ts",
  pending_adjustments: "modules/wallet/",
  plans: "modules/portfolios/",
  plan_transactions: "modules/portfolios/plan-ledger.ts",
  position_totals: "modules/portfolios/plan-ledger.ts",
  plan_nav_snapshots: "modules/portfolios/",
  card_charges: "modules/payments/",
  course_payments: "modules/course-orders/",
  idempotency_keys: "plugins/idempotency.ts",
  statement_notices: "modules/statements/",
  crypto_address_counters: "modules/crypto/",
  crypto_addresses: "modules/crypto/",
  crypto_quotes: "modules/crypto/",
  sim_chain_tip: "lib/chain/",
  sim_chain_outputs: "lib/chain/",
  eth_block_cursor: "lib/chain/",
  eth_transfers: "lib/chain/",
  data_migrations: "db/data-migrate.ts",
  // transparency and treasury
  ledger_chain: "modules/transparency/",
  ledger_unsealed: "modules/transparency/",
  liability_trees: "modules/transparency/",
  liability_chunks: "modules/transparency/",
  liability_asset_trees: "modules/transparency/",
  liability_asset_chunks: "modules/transparency/",
  treasury_locations: "modules/treasury/",
  treasury_declared_balances: "modules/treasury/",
  treasury_reconciliations: "modules/treasury/",
  treasury_orders: "modules/treasury/",
  treasury_fills: "modules/treasury/",
  treasury_transfers: "modules/treasury/",
  simulated_exchange_balances: "lib/exchange/",
  simulated_exchange_orders: "lib/exchange/",
  // demo, course, content
  demo_accounts: "modules/demo/",
  demo_positions: "modules/demo/",
  demo_orders: "modules/demo/",
  demo_open_orders: "modules/demo/",
  course_modules: "modules/course/",
  course_lessons: "modules/course/",
  course_trials: "modules/course/",
  lesson_progress: "modules/course/",
  lesson_views: "modules/course/",
  quiz_attempts: "modules/course/",
  certificates: "modules/course/",
  course_reminders: "modules/course/",
  seed_markers: "modules/course/",
  member_reviews: "modules/reviews/",
  review_image_archive: "modules/reviews/",
  subscribers: "modules/content/",
};

/**
 * Writes outside a table's owner that are known and not yet moved behind the owner's face: each
 * with the file that writes and why it still does. The check allows these and nothing else.
 */
export const KNOWN_WRITERS: { table: string; writer: string; reason: string }[] = [
  {
    table: "users",
    writer: "modules/admin/admin-accounts.service.ts",
    reason: "promoting and demoting an admin sets the flag in the transaction of its grant",
  },
  { table: "users", writer: "modules/auth/auth.service.ts", reason: "the password reset sets the new password" },
  {
    table: "users",
    writer: "modules/deposits/deposits.service.ts",
    reason: "the risk notice's acceptance and the saved card are recorded with a deposit",
  },
  {
    table: "users",
    writer: "modules/email-proof/email-proof.service.ts",
    reason: "a proven address is confirmed or becomes the sign-in address",
  },
  { table: "users", writer: "modules/legal/legal.service.ts", reason: "the accepted terms' version is recorded" },
  { table: "users", writer: "modules/profile/profile.service.ts", reason: "the member edits their own profile" },
  { table: "users", writer: "modules/security/security.service.ts", reason: "the member changes their password" },
  {
    table: "users",
    writer: "modules/verification/verification.decide.ts",
    reason: "an identity decision (or an admin's correction) sets the member's verified flag",
  },
  {
    table: "rate_limits",
    writer: "modules/auth/login-limits.ts",
    reason: "the right password clears the device's failures",
  },
  {
    table: "rate_limits",
    writer: "modules/security/two-factor.service.ts",
    reason: "a right code clears the member's code attempts",
  },
  {
    table: "files",
    writer: "modules/course/",
    reason: "a lesson's video file is replaced in the lesson's transaction",
  },
  {
    table: "files",
    writer: "modules/profile/profile.service.ts",
    reason: "the avatar file is replaced with the profile picture",
  },
  { table: "files", writer: "modules/reviews/", reason: "a review's image is published and replaced with the review" },
  { table: "plans", writer: "db/seed.ts", reason: "the development seed" },
];

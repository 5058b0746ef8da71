// Who owns each table: exactly one owner per table or view the migrations leave (and the migration
// runner's own bookkeeping table). Only the owner's code names the table in SQL; every other feature
// reads or changes that data through the owner's *.service.ts. table-access.unit.test.ts fails when
// a table has no owner here, when an entry names a table that no longer exists, and when code
// touches another owner's table outside the known debts. The rule and the debts:
// docs/architecture/table-ownership.md.
//
// Owners: a feature folder name (apps/server/src/features/<name>), `platform`, or an adapter folder
// (`adapters/<port>/<implementation>`).
export const TABLE_OWNERS: Readonly<Record<string, string>> = {
  // platform: the migration runner's bookkeeping and the database-backed rate limiter.
  schema_migrations: 'platform',
  rate_limit_counters: 'platform',

  // auth: sign-in secrets, player sessions and the SMS verification codes.
  player_credentials: 'auth',
  sessions: 'auth',
  verification_codes: 'auth',

  // players: the player row itself (profile, status, VIP columns, inviter), operators' notes and status history, marketing consent.
  players: 'players',
  player_notes: 'players',
  player_status_changes: 'players',
  marketing_subscriptions: 'players',
  marketing_consent_log: 'players',
  player_bet_privacy: 'players',

  // config: the config documents, their versions and the four-eyes proposals.
  config_documents: 'config',
  config_document_versions: 'config',
  config_proposals: 'config',

  // wallet: the double-entry ledger (accounts, transfers, entries, holds).
  ledger_accounts: 'wallet',
  ledger_transfers: 'wallet',
  ledger_entries: 'wallet',
  ledger_holds: 'wallet',

  // wagering: betting tasks (turnover requirements).
  betting_tasks: 'wagering',

  // payments: deposit orders, their flags, the daily totals and the players' deposit limits.
  deposit_orders: 'payments',
  deposit_order_flags: 'payments',
  deposit_daily_totals: 'payments',
  deposit_limits: 'payments',

  // withdrawals: payout accounts and withdrawal requests.
  withdrawal_accounts: 'withdrawals',
  withdrawals: 'withdrawals',

  // operators: back-office accounts, their sessions, the append-only audit log, set-up codes and reset requests.
  operators: 'operators',
  operator_sessions: 'operators',
  operator_audit_log: 'operators',
  operator_setup_codes: 'operators',
  operator_reset_requests: 'operators',

  // game-wallet: provider sessions, rounds and money callbacks, the play outbox and the 9WICKETS transfer wallet.
  game_sessions: 'game-wallet',
  game_rounds: 'game-wallet',
  game_transactions: 'game-wallet',
  game_rollback_tombstones: 'game-wallet',
  game_wallet_transfers: 'game-wallet',
  game_play_outbox: 'game-wallet',
  game_transfer_bet_cursors: 'game-wallet',
  game_transfer_locks: 'game-wallet',
  game_transfer_cases: 'game-wallet',

  // games: the game catalogue and the players' favourites.
  games: 'games',
  game_favourites: 'games',

  // inhouse-games: provably-fair seeds and the in-house rounds.
  inhouse_seeds: 'inhouse-games',
  inhouse_rounds: 'inhouse-games',
  crash_chains: 'inhouse-games',
  crash_games: 'inhouse-games',
  sports_events: 'sportsbook',
  sports_markets: 'sportsbook',
  sports_selections: 'sportsbook',
  sports_bets: 'sportsbook',
  sports_bet_legs: 'sportsbook',
  sports_settings: 'sportsbook',
  sports_player_limits: 'sportsbook',
  sports_settlements: 'sportsbook',

  // protection: restrictions (self-exclusion, cool-off), reality checks, exclusion returns and lifts, the person's identifiers.
  player_restrictions: 'protection',
  reality_check_settings: 'protection',
  exclusion_return_requests: 'protection',
  exclusion_lifts: 'protection',
  person_identifiers: 'protection',

  // limits: play limits and requests to lift them.
  play_limits: 'limits',
  limit_lift_requests: 'limits',

  // kyc: identity submissions, their documents and account closures.
  kyc_submissions: 'kyc',
  kyc_documents: 'kyc',
  account_closures: 'kyc',

  // aml: flags, cases, their findings and the scanner's marks.
  aml_flags: 'aml',
  aml_scan_marks: 'aml',
  aml_cases: 'aml',
  aml_case_findings: 'aml',

  // harm-markers: markers of harm, customer interactions, deposit-limit raises under review and the scanner's marks.
  customer_interactions: 'harm-markers',
  harm_markers: 'harm-markers',
  limit_raise_requests: 'harm-markers',
  harm_scan_marks: 'harm-markers',

  // rewards: every reward grant (one row per offer, player and period).
  reward_claims: 'rewards',

  // promotions: gift codes and their batches.
  gift_codes: 'promotions',
  gift_code_batches: 'promotions',

  // deposit-offers: the lucky-draw results of deposit offers.
  deposit_offer_draws: 'deposit-offers',

  // play-rewards: online presence and accumulated online time.
  online_presence: 'play-rewards',
  online_time: 'play-rewards',

  // mailbox: messages, per-player read states and mail withheld from excluded players.
  mail_messages: 'mailbox',
  mail_states: 'mailbox',
  mail_withheld: 'mailbox',

  // adjustments: operators' balance adjustments (maker-checker).
  balance_adjustments: 'adjustments',

  // complaints: complaints and their event history.
  complaints: 'complaints',
  complaint_events: 'complaints',

  // support: the players' feedback and the in-app chat.
  player_feedback: 'support',
  support_conversations: 'support',
  support_messages: 'support',
  support_images: 'support',
  support_operator_presence: 'support',
  support_settings: 'support',

  // telemetry: click counts.
  click_counts: 'telemetry',

  // reports: the per-day report cache.
  report_day_cache: 'reports',

  // adapters/sms/outbox: the in-house SMS outbox.
  sms_outbox: 'adapters/sms/outbox',

  // adapters/payments/sandbox: the sandbox gateway's payments.
  sandbox_gateway_payments: 'adapters/payments/sandbox',

  // adapters/game-providers/demo: the embedded demo vendors' rounds.
  demo_game_rounds: 'adapters/game-providers/demo',

  // adapters/game-providers/ninewickets: the 9WICKETS sandbox book (wallets, transfers, bets).
  ninewickets_sandbox_wallets: 'adapters/game-providers/ninewickets',
  ninewickets_sandbox_transfers: 'adapters/game-providers/ninewickets',
  ninewickets_sandbox_bets: 'adapters/game-providers/ninewickets',
};

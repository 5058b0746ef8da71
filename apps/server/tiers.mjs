// The server's layers, lowest first. Code may import its own layer and the layers below it, never
// one above: eslint.config.js turns this table into import zones, scripts/feature-graph.ts draws it
// (docs/architecture/feature-graph.md), and docs/architecture/tiers.md says why each feature sits
// where it does. A new feature folder must be ranked here, or lint stops with the folder's name.
// Within a layer, features may use each other as long as no folder loop forms (the graph check).
export const SERVER_TIERS = [
  { name: 'platform', about: 'database, clock, errors, routes, sessions, jobs: no product knowledge', folders: ['platform'] },
  { name: 'adapters', about: 'the outside world behind ports: game providers, payment gateways, SMS, the exclusion register', folders: ['adapters'] },
  { name: 'core', about: 'the ledger and what every product reads', features: ['wallet', 'wagering', 'config', 'games', 'operators', 'telemetry'] },
  { name: 'identity', about: 'who the player is and how they sign in', features: ['players', 'auth', 'kyc'] },
  { name: 'rules', about: 'what a player may do and earn', features: ['protection', 'limits', 'aml', 'harm-markers', 'rewards', 'vip'] },
  {
    name: 'products',
    about: 'what players use: money in and out, play, offers, service',
    features: [
      'payments',
      'withdrawals',
      'game-wallet',
      'inhouse-games',
      'sportsbook',
      'deposit-offers',
      'play-rewards',
      'promotions',
      'mailbox',
      'agency',
      'activity',
      'support',
      'complaints',
      'adjustments',
    ],
  },
  { name: 'read models', about: 'views composed from several owners', features: ['player-info', 'personal-data', 'reports'] },
  { name: 'back office', about: "the console's operator API, composed from the features", folders: ['back-office'] },
  { name: 'entry', about: 'what starts the server and the operator tools', folders: ['app.ts', 'background-jobs.ts', 'server.ts', 'cluster.ts', 'cli'] },
];

/** Every layer's paths relative to apps/server/src, lowest layer first. */
export function tierPaths() {
  return SERVER_TIERS.map((tier) => ({ name: tier.name, paths: [...(tier.folders ?? []), ...(tier.features ?? []).map((f) => `features/${f}`)] }));
}

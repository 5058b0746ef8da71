// Which sports feed the sportsbook reads (SPORTS_FEED): the embedded demo feed, or none (`off`:
// the sportsbook lists nothing). A real feed's adapter is added here with its credentials. The
// demo feed's simulation is loaded only when it is chosen (never in production).
import type { SportsFeed } from './port.ts';

export const noFeed: SportsFeed = { name: 'off', snapshot: async () => [] };

export async function sportsFeedFromConfig(config: { sportsFeed: 'demo' | 'off' }): Promise<SportsFeed> {
  if (config.sportsFeed === 'off') return noFeed;
  const { createDemoFeed } = await import('./demo/demo-feed.ts');
  return createDemoFeed();
}

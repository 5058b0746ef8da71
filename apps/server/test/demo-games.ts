// Playing the embedded demo games the way a player's browser does: launch through the player API,
// open the demo page, post its form, follow the redirect and read the result the page shows.
import type { FastifyInstance } from 'fastify';
import { fundedPlayer } from './inhouse-games.ts';
import { call, type TestApp } from './test-app.ts';

export interface Launched {
  code: number;
  msg: string;
  url: string;
  platform: string;
  transferred: number;
}

export async function launch(app: FastifyInstance, player: { playerId: number; token: string }, id: string | number, query = ''): Promise<Launched> {
  const reply = await call<{ url: string; platform: string; transferred: number }>(
    app,
    'GET',
    `/usercenter/game/thirdGameLogin?playerId=${player.playerId}&id=${encodeURIComponent(String(id))}${query}`,
    {},
    { token: player.token },
  );
  return { code: reply.code, msg: reply.msg, ...(reply.data ?? { url: '', platform: '', transferred: 0 }) };
}

export interface DemoPage {
  status: number;
  html: string;
  /** The form's fields: the sealed session, the nonce and the checked choice. */
  s: string;
  nonce: string;
  choice: string;
  /** A live table's round the form bets on (demo-live.ts), when the page is a live table. */
  table?: string;
  /** The balance the page shows (hundredths), from the wallet's answer. */
  balance: number | null;
  result: { state: string; round?: string; stake?: number; win?: number; text: string };
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

export function readPage(status: number, html: string): DemoPage {
  const resultTag = /<p class="result[^"]*"[^>]*data-testid="demo-result"[^>]*>([\s\S]*?)<\/p>/.exec(html);
  const tag = resultTag?.[0] ?? '';
  const number = (name: string) => {
    const value = attr(tag, new RegExp(`data-${name}="(\\d+)"`));
    return value === undefined ? undefined : Number(value);
  };
  const balance = attr(html, /data-testid="demo-balance" data-balance="(\d+)"/);
  return {
    status,
    html,
    s: attr(html, /name="s" value="([^"]+)"/) ?? '',
    nonce: attr(html, /name="nonce" value="([^"]+)"/) ?? '',
    // A checked radio, the slot's hidden line, or the fish game's first target (each target is a button).
    choice: attr(html, /name="choice" value="([^"]+)" checked/) ?? attr(html, /type="hidden" name="choice" value="([^"]+)"/) ?? attr(html, /class="swim[^"]*" form="[^"]+" name="choice" value="([^"]+)"/) ?? '',
    ...(attr(html, /name="table" value="(\d+)"/) ? { table: attr(html, /name="table" value="(\d+)"/)! } : {}),
    balance: balance === undefined ? null : Number(balance),
    result: {
      state: attr(tag, /data-state="(\w+)"/) ?? '',
      ...(attr(tag, /data-round="(\d+)"/) ? { round: attr(tag, /data-round="(\d+)"/)! } : {}),
      ...(number('stake') === undefined ? {} : { stake: number('stake')! }),
      ...(number('win') === undefined ? {} : { win: number('win')! }),
      text: (resultTag?.[1] ?? '').replace(/<[^>]+>/g, '').trim(),
    },
  };
}

export async function openPage(app: FastifyInstance, url: string): Promise<DemoPage> {
  const response = await app.inject({ method: 'GET', url });
  return readPage(response.statusCode, response.body);
}

/**
 * A new player with `funds` hundredths launches the game and opens its demo page; `embed` opens it
 * as the app's frame does (embed=1). The url is the page's, for later visits and posts.
 */
export async function openDemoGame(t: TestApp, gameId: string, options: { funds: number; embed?: boolean }) {
  const player = await fundedPlayer(t, options.funds);
  const launched = await launch(t.app, player, gameId);
  if (launched.code !== 1) throw new Error(`launching ${gameId} failed: ${launched.code} ${launched.msg}`);
  const url = options.embed ? `${launched.url}&embed=1` : launched.url;
  return { player, url, page: await openPage(t.app, url) };
}

/** Posts the page's form (its nonce unless given) and follows the redirect to the result. */
export async function playRound(
  app: FastifyInstance,
  page: DemoPage,
  url: string,
  form: { stake?: number; choice?: string; nonce?: string; misbehave?: string; number?: number; embed?: boolean } = {},
): Promise<DemoPage> {
  const fields = new URLSearchParams({
    s: page.s,
    nonce: form.nonce ?? page.nonce,
    stake: String(form.stake ?? 200),
    choice: form.choice ?? page.choice,
    ...(form.number === undefined ? {} : { number: String(form.number) }),
    ...(page.table === undefined ? {} : { table: page.table }),
    ...(form.misbehave ? { misbehave: form.misbehave } : {}),
    // The page in the app's frame carries embed=1 in its form.
    ...(form.embed ? { embed: '1' } : {}),
  });
  const action = url.split('?')[0]!;
  const posted = await app.inject({ method: 'POST', url: action, payload: fields.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  if (posted.statusCode !== 303) return readPage(posted.statusCode, posted.body);
  return openPage(app, String(posted.headers.location));
}

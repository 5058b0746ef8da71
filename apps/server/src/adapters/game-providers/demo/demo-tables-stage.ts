// The table games' part of the demo page (demo-page.ts): each game's stage (cards dealt, dice
// rolled, the wheel spun: CSS animations), its bet controls, the actions of an open round
// (blackjack, mines) and a live table's dealer and betting timer. Plain HTML forms; the one small
// script (TABLE_SCRIPT) only counts the timer down and reloads the page when the round turns.
import { handTotal, type BlackjackHand } from './demo-blackjack.ts';
import { cardHtml } from './demo-art.ts';
import type { Card } from './demo-cards.ts';
import { isOpenKind, isTableKind, type DemoKind } from './demo-games.ts';
import { MINES_TILES, minesMultiplier, type MinesField } from './demo-mines.ts';
import { BACCARAT_BETS, FIRST_BET, SIC_BO_TOTALS, WHEEL_NUMBERS, WHEEL_SEGMENTS } from './demo-tables.ts';
import { tableText, type TableText } from './demo-tables-texts.ts';
import type { DemoLanguage } from './demo-texts.ts';
import type { RoundView } from './demo-vendor.ts';

/** A live table's round as the page shows it (demo-live.ts): times in ms since the epoch. */
export interface LiveView {
  table: number;
  closesAt: number;
  nextAt: number;
  now: number;
  betting: boolean;
  /** The table's last revealed result, the same for everyone at the table. */
  last: { kind: DemoKind; shown: Record<string, unknown> } | null;
}

export interface TableStageInput {
  kind: DemoKind;
  language: DemoLanguage;
  round: RoundView | null;
  choice: string;
}

export const isTableGame = (kind: DemoKind) => isTableKind(kind) || isOpenKind(kind);
/** A blackjack hand or mines field still waiting for the player's next action. */
export const isOpenRound = (round: RoundView | null) => !!round && isOpenKind(round.kind) && round.shown.open === true && ['new', 'staked'].includes(round.state);

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function radio(value: string, checked: boolean, label: string): string {
  return `<label class="chip"><input type="radio" name="choice" value="${esc(value)}"${checked ? ' checked' : ''}><span>${label}</span></label>`;
}

/** Cards dealt one after another (the CSS staggers them by --i); `hidden` ones show their back. */
function hand(cards: readonly Card[] | undefined, label: string, hidden: readonly number[] = []): string {
  if (!cards?.length) return '<div class="hand"><span class="card card--back" aria-hidden="true"></span><span class="card card--back" aria-hidden="true"></span></div>';
  return `<div class="hand">${cards
    .map((c, i) => (hidden.includes(i) ? `<span class="card card--back" style="--i:${i}" role="img" aria-label="${label}: ?"></span>` : cardHtml(c, label).replace('<span class="card', `<span style="--i:${i}" class="card`)))
    .join('')}</div>`;
}

const seat = (title: string, body: string, wins: boolean, note = '') =>
  `<figure class="seat${wins ? ' wins' : ''}"><figcaption>${title}${note ? ` <small>${note}</small>` : ''}</figcaption>${body}</figure>`;

const PIPS: Record<number, [number, number][]> = {
  1: [[2, 2]],
  2: [[1, 1], [3, 3]],
  3: [[1, 1], [2, 2], [3, 3]],
  4: [[1, 1], [3, 1], [1, 3], [3, 3]],
  5: [[1, 1], [3, 1], [2, 2], [1, 3], [3, 3]],
  6: [[1, 1], [3, 1], [1, 2], [3, 2], [1, 3], [3, 3]],
};
const die = (n: number, i: number) =>
  `<svg class="die" style="--i:${i}" viewBox="0 0 48 48" role="img" aria-label="${n}"><rect x="2" y="2" width="44" height="44" rx="9" fill="#fff" stroke="#64748b" stroke-width="2"/>${(PIPS[n] ?? [])
    .map(([x, y]) => `<circle cx="${x * 12}" cy="${y * 12}" r="4.5" fill="${n === 1 ? '#b91c1c' : '#111827'}"/>`)
    .join('')}</svg>`;

export const WHEEL_COLOURS: Record<number, string> = { 1: '#facc15', 3: '#60a5fa', 5: '#c084fc', 11: '#34d399', 23: '#f87171' };
const WHEEL_GRADIENT = `conic-gradient(${WHEEL_SEGMENTS.map((n, i) => `${WHEEL_COLOURS[n]} ${i * 7.2}deg ${(i + 1) * 7.2}deg`).join(',')})`;

function wheel(shown: Record<string, unknown> | null, language: DemoLanguage): string {
  const segment = typeof shown?.segment === 'number' ? shown.segment : null;
  // The landed segment's middle ends under the pointer at the top.
  const turn = segment === null ? 0 : -(segment + 0.5) * 7.2;
  const landed = segment === null ? '?' : String(WHEEL_SEGMENTS[segment]);
  return `<div class="mwheel-wrap"><span class="mwheel-pointer" aria-hidden="true"></span><div class="mwheel${segment === null ? ' idle' : ''}" style="--turn:${turn}deg;background:${WHEEL_GRADIENT}" aria-hidden="true"></div>
<span class="mwheel-hub" role="img" aria-label="${tableText(language, 'segment')}: ${landed}" data-testid="demo-number">${landed}</span></div>`;
}

export function tableStageHtml({ kind, language, round }: TableStageInput, last: LiveView['last'] = null): string {
  const t = (key: TableText, params?: Record<string, string>) => tableText(language, key, params);
  const own = round && round.kind === kind && round.closesAt === undefined ? round.shown : null;
  const shown = own ?? (last && last.kind === kind ? last.shown : null);
  const cards = (key: string) => shown?.[key] as Card[] | undefined;
  const handName = (key: string) => (typeof shown?.[key] === 'string' ? t(shown[key] as TableText) : '');
  const caption = !own && shown ? `<p class="stage-note">${t('lastTable')}</p>` : '';
  switch (kind) {
    case 'baccarat': {
      const total = (key: string) => (typeof shown?.[key] === 'number' ? String(shown[key]) : '');
      return `${caption}<div class="seats">${seat(t('player'), hand(cards('player'), t('player')), shown?.result === 'player', total('playerTotal'))}${seat(t('banker'), hand(cards('banker'), t('banker')), shown?.result === 'banker', total('bankerTotal'))}</div>${shown?.result === 'tie' ? `<p class="stage-note">${t('tie')}</p>` : ''}`;
    }
    case 'sic-bo': {
      const dice = (shown?.dice as number[] | undefined) ?? [];
      return `${caption}<div class="dice${dice.length ? '' : ' idle'}">${(dice.length ? dice : [1, 2, 3]).map(die).join('')}</div>${dice.length ? `<p class="stage-note">${t('total')}: <bdi>${String(shown!.total)}</bdi></p>` : ''}`;
    }
    case 'andar-bahar': {
      const joker = shown?.joker as Card | undefined;
      const row = (side: 'andar' | 'bahar') => seat(t(side), hand(cards(side), t(side)), shown?.result === side);
      return `${caption}<div class="joker">${seat(t('joker'), joker ? `<div class="hand">${cardHtml(joker, t('joker'))}</div>` : hand(undefined, t('joker')), false)}</div>
<div class="rows">${row('andar')}${row('bahar')}</div>${shown ? `<p class="stage-note">${t('cardsDealt', { n: String(shown.dealt) })}</p>` : ''}`;
    }
    case 'teen-patti':
      return `${caption}<div class="seats">${seat(t('dealer'), hand(cards('dealer'), t('dealer')), shown?.result === 'dealer', handName('dealerHand'))}${seat(t('you'), hand(cards('player'), t('you')), shown?.result === 'player', handName('playerHand'))}</div>${shown?.result === 'tie' ? `<p class="stage-note">${t('tie')}</p>` : ''}`;
    case 'holdem':
      return `${caption}<div class="rows">${seat(t('dealer'), hand(cards('dealer'), t('dealer')), shown?.result === 'dealer', handName('dealerHand'))}${seat(t('board'), hand(cards('board') ?? [], t('board')), false)}${seat(t('you'), hand(cards('player'), t('you')), shown?.result === 'player', handName('playerHand'))}</div>${shown?.result === 'tie' ? `<p class="stage-note">${t('tie')}</p>` : ''}`;
    case 'wheel':
      return `${caption}${wheel(shown, language)}`;
    case 'blackjack': {
      const h = own as unknown as BlackjackHand | null;
      const open = !!h?.open;
      const dealerTotal = h ? (open ? handTotal(h.dealer.slice(0, 1)).total : handTotal(h.dealer).total) : null;
      const result = h?.result ? t(({ blackjack: 'blackjack', win: 'youWin', push: 'push', lose: 'dealerWins', bust: 'bust', dealerBlackjack: 'dealerBlackjack' } as const)[h.result]) : '';
      return `<div class="rows">${seat(t('dealer'), hand(h?.dealer, t('dealer'), open ? [1] : []), h?.result === 'lose' || h?.result === 'bust' || h?.result === 'dealerBlackjack', dealerTotal === null ? '' : String(dealerTotal))}
${seat(t('you'), hand(h?.player, t('you')), h?.result === 'win' || h?.result === 'blackjack', h ? String(handTotal(h.player).total) : '')}</div>${result ? `<p class="stage-note" data-testid="demo-hand-result">${result}</p>` : ''}`;
    }
    case 'mines': {
      const f = own as unknown as MinesField | null;
      if (f?.open) {
        const m = minesMultiplier(f.picked.length);
        return `<p class="stage-note" data-testid="demo-mines-status">${t('nextMultiplier', { m: (m / 100).toFixed(2), next: (minesMultiplier(f.picked.length + 1) / 100).toFixed(2) })}</p>`;
      }
      const tiles = Array.from({ length: MINES_TILES }, (_, i) => {
        const mine = f?.mines.includes(i);
        const picked = f?.picked.includes(i);
        const state = !f ? '' : mine ? (picked ? ' tile--boom' : ' tile--mine') : picked ? ' tile--safe' : '';
        return `<span class="tile${state}" aria-label="${t('tile', { n: String(i + 1) })}${mine ? `: ${t('mine')}` : picked ? `: ${t('safe')}` : ''}">${mine ? '✸' : picked ? '◆' : ''}</span>`;
      }).join('');
      const result = f?.result ? `<p class="stage-note">${t(f.result === 'boom' ? 'boom' : f.result === 'cleared' ? 'cleared' : 'cashedOut', { m: (minesMultiplier(f.picked.length) / 100).toFixed(2) })}</p>` : '';
      return `<div class="field" role="group">${tiles}</div>${result}`;
    }
    default:
      return '';
  }
}

/** The bets a table offers, or an open round's actions (then the page shows no stake or deal button). */
export function tableControlsHtml({ kind, language, round, choice }: TableStageInput): string {
  const t = (key: TableText, params?: Record<string, string>) => tableText(language, key, params);
  const legend = `<legend>${tableText(language, 'placeBet')}</legend>`;
  if (isOpenRound(round)) {
    const step = `<input type="hidden" name="round" value="${round!.roundId}"><input type="hidden" name="step" value="${Number(round!.shown.step)}">`;
    if (kind === 'blackjack') {
      const cards = (round!.shown.player as Card[]).length;
      return `${step}<div class="actions">${(['hit', 'stand', 'double'] as const)
        .filter((a) => a !== 'double' || cards === 2)
        .map((a) => `<button class="act" type="submit" name="move" value="${a}">${t(a)}</button>`)
        .join('')}</div>`;
    }
    const f = round!.shown as unknown as MinesField;
    const tiles = Array.from({ length: MINES_TILES }, (_, i) =>
      f.picked.includes(i)
        ? `<span class="tile tile--safe" aria-label="${t('tile', { n: String(i + 1) })}: ${t('safe')}">◆</span>`
        : `<button class="tile" type="submit" name="move" value="pick:${i}" aria-label="${t('tile', { n: String(i + 1) })}"></button>`,
    ).join('');
    const cash = f.picked.length ? `<button class="act" type="submit" name="move" value="cash">${t('cashOut', { m: (minesMultiplier(f.picked.length) / 100).toFixed(2) })}</button>` : '';
    return `${step}<div class="field">${tiles}</div><div class="actions">${cash}</div>`;
  }
  const picked = (options: readonly string[]) => (options.includes(choice) ? choice : options[0]!);
  switch (kind) {
    case 'baccarat': {
      const pays: Record<string, string> = { player: '1:1', banker: '0.95:1', tie: '8:1' };
      const p = picked(['banker', ...BACCARAT_BETS.filter((b) => b !== 'banker')]);
      return `<fieldset class="chips">${legend}${BACCARAT_BETS.map((b) => radio(b, p === b, `${t(b)} <bdi>${pays[b]}</bdi>`)).join('')}</fieldset>`;
    }
    case 'sic-bo': {
      const totals = Object.keys(SIC_BO_TOTALS).map((n) => `t${n}`);
      const p = picked(['small', 'big', 'triple', ...totals]);
      return `<fieldset class="chips">${legend}${radio('small', p === 'small', `${t('small')} <bdi>1:1</bdi>`)}${radio('big', p === 'big', `${t('big')} <bdi>1:1</bdi>`)}${radio('triple', p === 'triple', `${t('triple')} <bdi>30:1</bdi>`)}</fieldset>
<fieldset class="chips chips--totals"><legend>${t('total')}</legend>${totals.map((v) => radio(v, p === v, `<b>${v.slice(1)}</b> <bdi>${SIC_BO_TOTALS[Number(v.slice(1))]}:1</bdi>`)).join('')}</fieldset>`;
    }
    case 'andar-bahar': {
      const p = picked(['andar', 'bahar']);
      return `<fieldset class="chips">${legend}${radio('andar', p === 'andar', `${t('andar')} <bdi>0.9:1</bdi>`)}${radio('bahar', p === 'bahar', `${t('bahar')} <bdi>1:1</bdi>`)}</fieldset>`;
    }
    case 'teen-patti':
    case 'holdem':
      return `<input type="hidden" name="choice" value="${FIRST_BET[kind]}"><p class="stage-note">${t(kind === 'holdem' ? 'ante' : 'you')} · <bdi>0.92:1</bdi></p>`;
    case 'wheel': {
      const options = WHEEL_NUMBERS.map((n) => `w${n}`);
      const p = picked(options);
      return `<fieldset class="chips">${legend}${WHEEL_NUMBERS.map((n) => radio(`w${n}`, p === `w${n}`, `<i class="dot" style="background:${WHEEL_COLOURS[n]}"></i><b>${n}</b> <bdi>${n}:1</bdi>`)).join('')}</fieldset>`;
    }
    default:
      return '';
  }
}

const DEALER_ART =
  '<svg class="dealer" viewBox="0 0 96 64" aria-hidden="true"><ellipse cx="48" cy="70" rx="60" ry="22" fill="#166534"/><ellipse cx="48" cy="70" rx="54" ry="17" fill="#15803d"/><circle cx="48" cy="18" r="10" fill="#f1c27d"/><path d="M30 48c0-12 8-18 18-18s18 6 18 18z" fill="#1f2937"/><path d="M44 32l4 5 4-5z" fill="#b91c1c"/><rect x="36" y="44" width="10" height="14" rx="2" fill="#fff" transform="rotate(-12 41 51)"/><rect x="50" y="44" width="10" height="14" rx="2" fill="#fff" transform="rotate(10 55 51)"/></svg>';

/** A live table's header: the dealer (an illustration), the round and its real betting timer. */
export function liveHeaderHtml(language: DemoLanguage, live: LiveView): string {
  const t = (key: TableText, params?: Record<string, string>) => tableText(language, key, params);
  const until = live.betting ? live.closesAt : live.nextAt;
  const left = Math.max(0, Math.ceil((until - live.now) / 1000));
  return `<div class="live" data-testid="demo-live" data-closes="${live.closesAt}" data-next="${live.nextAt}" data-now="${live.now}" data-seconds="${esc(t('seconds', { n: '{n}' }))}" data-closing="${esc(t('bettingCloses'))}" data-waiting="${esc(t('nextRound'))}">
${DEALER_ART}<div class="live-text"><b>${t('liveTable')} · ${t('roundNo', { n: String(live.table % 100_000) })}</b>
<span class="timer" role="timer" aria-live="off"><span class="timer-label">${t(live.betting ? 'bettingCloses' : 'nextRound')}</span> <b class="timer-count" data-testid="demo-timer">${t('seconds', { n: String(left) })}</b></span>
<span class="timer-bar${live.betting ? '' : ' timer-bar--closed'}"><i style="animation-duration:${Math.max(0, live.closesAt - live.now)}ms"></i></span></div></div>
<p class="live-note">${t('liveNote')}</p>`;
}

export const liveFieldHtml = (live: LiveView) => `<input type="hidden" name="table" value="${live.table}">`;

const PLAY: Partial<Record<DemoKind, TableText>> = { baccarat: 'deal', 'sic-bo': 'rollDice', 'andar-bahar': 'deal', 'teen-patti': 'deal', holdem: 'deal', wheel: 'spinWheel', blackjack: 'deal', mines: 'start' };
const RULES: Partial<Record<DemoKind, TableText>> = {
  baccarat: 'rtpBaccarat',
  'sic-bo': 'rtpSicBo',
  'andar-bahar': 'rtpAndarBahar',
  'teen-patti': 'rtpTeenPatti',
  holdem: 'rtpHoldem',
  wheel: 'rtpWheel',
  blackjack: 'rtpBlackjack',
  mines: 'rtpMines',
};
/** The play button's words for a table game (a live table's is Place bet), or null for the older games. */
export const tablePlayLabel = (kind: DemoKind, language: DemoLanguage, live: boolean) => (live ? tableText(language, 'placeBet') : PLAY[kind] ? tableText(language, PLAY[kind]) : null);
export const tableRules = (kind: DemoKind, language: DemoLanguage) => (RULES[kind] ? tableText(language, RULES[kind]) : null);

export const TABLE_STYLE = `.seats{display:flex;gap:16px;justify-content:center;flex-wrap:wrap}.rows{display:grid;gap:8px;justify-items:center;width:100%}
.seat{margin:0;text-align:center}.seat figcaption{font-weight:700;margin-bottom:4px}.seat small{font-weight:600;color:var(--muted);margin-inline-start:4px}.seat.wins .card{box-shadow:0 0 0 3px var(--win)}
.hand{display:flex;gap:4px;justify-content:center;flex-wrap:wrap}.hand .card{width:48px;height:68px;font-size:18px;animation:deal .35s calc(var(--i,0) * .15s) both}
@keyframes deal{from{transform:translateY(-36px) rotate(-8deg);opacity:0}}
.dice{display:flex;gap:12px}.die{width:60px;height:60px;animation:roll .7s calc(var(--i) * .1s) both}.dice.idle .die{animation:none;opacity:.5}@keyframes roll{from{transform:rotate(-340deg) scale(.4);opacity:0}}
.mwheel-wrap{position:relative;width:200px;height:200px}.mwheel{width:200px;height:200px;border-radius:50%;border:6px solid #92400e;transform:rotate(var(--turn));animation:mspin 2.2s cubic-bezier(.15,.8,.25,1)}
.mwheel.idle{animation:none;opacity:.7}@keyframes mspin{from{transform:rotate(calc(var(--turn) - 1440deg))}}
.mwheel-pointer{position:absolute;z-index:1;left:50%;top:-8px;margin-left:-10px;border:10px solid transparent;border-top:18px solid var(--text)}
.mwheel-hub{position:absolute;inset:62px;display:grid;place-items:center;border-radius:50%;background:var(--card);border:3px solid var(--line);font-size:32px;font-weight:800}
.dot{display:inline-block;width:14px;height:14px;border-radius:50%;border:1px solid #0003}.chips--totals .chip span{padding:6px 10px}
.field{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;width:100%;max-width:320px;margin:0 auto 10px}
.tile{aspect-ratio:1;min-height:44px;display:grid;place-items:center;border-radius:10px;border:2px solid var(--line);background:var(--soft);color:var(--text);font:inherit;font-size:20px}
button.tile{cursor:pointer}button.tile:hover{border-color:var(--accent)}button.tile:focus-visible,.act:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.tile--safe{background:#bbf7d0;color:#166534;border-color:#22c55e;animation:pop .35s}.tile--mine{background:#fee2e2;color:#b91c1c}.tile--boom{background:#b91c1c;color:#fff;animation:pop .5s}
.actions{display:flex;gap:8px;flex-wrap:wrap}.act{flex:1;min-height:52px;min-width:96px;border:0;border-radius:14px;background:var(--accent);color:var(--on-accent);font:inherit;font-size:18px;font-weight:700;cursor:pointer}
.live{display:flex;gap:10px;align-items:center;width:100%}.dealer{flex:none;width:96px;height:64px}.live-text{flex:1;display:grid;gap:2px;min-width:0}
.timer-count{font-variant-numeric:tabular-nums}.timer-bar{display:block;height:8px;border-radius:4px;background:var(--soft);overflow:hidden}.timer-bar i{display:block;height:100%;background:var(--accent);transform-origin:0 50%;animation:drain linear both}
[dir=rtl] .timer-bar i{transform-origin:100% 50%}.timer-bar--closed i{animation:none;transform:scaleX(0)}@keyframes drain{from{transform:scaleX(1)}to{transform:scaleX(0)}}
.live-note{margin:0;font-size:13px;color:var(--muted);text-align:center}`;

// Counts the live timer down from the server's clock (skew-corrected), and when betting closes or
// the next round opens, reloads the page: the result of a bet placed shows, then the new round's
// timer. A bet on its way is never cut off by the reload: its own answer moves the page on.
export const TABLE_SCRIPT = `(function(){var l=document.querySelector('.live');if(!l)return;var d=l.dataset,skew=Number(d.now)-Date.now(),closes=Number(d.closes),next=Number(d.next),
c=l.querySelector('.timer-count'),lab=l.querySelector('.timer-label'),f=document.querySelector('form.game'),p=f&&f.querySelector('.play'),start=Date.now()+skew,busy=false;
if(f)f.addEventListener('submit',function(){busy=true});
function tick(){var now=Date.now()+skew,betting=now<closes,until=betting?closes:next;if(p&&!betting)p.disabled=true;
if(!busy&&((start<closes&&!betting)||now>=next)){location.replace(location.href);return}
lab.textContent=betting?d.closing:d.waiting;c.textContent=d.seconds.replace('{n}',String(Math.max(0,Math.ceil((until-now)/1000))));setTimeout(tick,250)}tick()})();`;

// Each demo game's two parts of the page: the stage (the last round's symbols, number, cards or
// match) and the bet controls (targets, table bets, guesses, selections). Plain HTML forms: the
// page works without JavaScript, by keyboard and with a screen reader.
import { cardHtml } from './demo-art.ts';
import { fishStageHtml } from './demo-fish-stage.ts';
import { DRAGON_TIGER_BETS, hiloMultiplier, isRed, ROULETTE_BETS, type DemoKind, type OpenKind } from './demo-games.ts';
import { slotStageHtml } from './demo-slot-stage.ts';
import { isTableGame, tableControlsHtml, tableStageHtml, type LiveView } from './demo-tables-stage.ts';
import type { TableKind } from './demo-tables.ts';
import { decimalOdds, fixturesOf } from './demo-sports.ts';
import { demoText, type DemoLanguage, type DemoText } from './demo-texts.ts';
import type { RoundView } from './demo-vendor.ts';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface StageInput {
  kind: DemoKind;
  language: DemoLanguage;
  gameId: string;
  /** The tile's name: a slot's theme comes from it (demo-slot-themes.ts). */
  gameName: string;
  round: RoundView | null;
  /** Hi-Lo: the card the next round is played against. */
  card?: number | undefined;
  choice: string;
  /** The session can still play (the fish targets are the game's buttons). */
  playable: boolean;
  /** A live table's round (its last result shows when the player has none of their own). */
  live?: LiveView | null | undefined;
}

function radio(name: string, value: string, checked: boolean, label: string, extra = ''): string {
  return `<label class="chip"><input type="radio" name="${name}" value="${escapeHtml(value)}"${checked ? ' checked' : ''}${extra}><span>${label}</span></label>`;
}

export function stageHtml(input: StageInput): string {
  const { kind, language, gameName, card, playable } = input;
  if (isTableGame(kind)) return tableStageHtml(input, input.live?.last ?? null);
  // A live round still taking bets shows nothing of its result: the table's last one instead.
  const round = input.round?.closesAt === undefined ? input.round : null;
  const t = (key: DemoText) => demoText(language, key);
  const shown = round && round.kind === kind ? round.shown : input.live?.last?.kind === kind ? input.live.last.shown : null;
  switch (kind) {
    case 'slot':
      return slotStageHtml(gameName, language, shown);
    case 'fish':
      return fishStageHtml(language, shown, playable);
    case 'roulette': {
      const n = shown?.number as number | undefined;
      const colour = n === undefined ? 'idle' : n === 0 ? 'green' : isRed(n) ? 'red' : 'black';
      return `<div class="wheel wheel--${colour}" role="img" aria-label="${t('result')}: ${n ?? '?'}"><span data-testid="demo-number">${n ?? '?'}</span></div>`;
    }
    case 'dragon-tiger': {
      const dragon = shown?.dragon as { rank: number; suit: number } | undefined;
      const tiger = shown?.tiger as { rank: number; suit: number } | undefined;
      const side = (key: 'dragon' | 'tiger', c?: { rank: number; suit: number }) =>
        `<figure class="side${shown?.result === key ? ' wins' : ''}"><figcaption>${t(key)}</figcaption>${c ? cardHtml(c, t(key)) : '<span class="card card--back" aria-hidden="true"></span>'}</figure>`;
      return `<div class="duel">${side('dragon', dragon)}${side('tiger', tiger)}</div>`;
    }
    case 'hilo': {
      const current = card ? `<figure class="side"><figcaption>${t('shownCard')}</figcaption>${cardHtml({ rank: card, suit: card % 4 }, t('shownCard'), 'demo-card')}</figure>` : '';
      const last = shown
        ? `<figure class="side last"><figcaption>${t('lastRound')}</figcaption>${cardHtml({ rank: shown.card as number, suit: (shown.card as number) % 4 }, t('shownCard'))}<span aria-hidden="true"> → </span>${cardHtml(shown.next as { rank: number; suit: number }, t('nextCard'))}</figure>`
        : '';
      return `<div class="duel">${current}${last}</div>`;
    }
    case 'sports': {
      if (!shown) return `<div class="pitch" aria-hidden="true"></div>`;
      return `<div class="pitch"><p><b>${escapeHtml(String(shown.home))}</b> – <b>${escapeHtml(String(shown.away))}</b></p><p>${t('result')}: <b>${escapeHtml(sportsName(String(shown.result), language))}</b></p></div>`;
    }
  }
}

const sportsName = (name: string, language: DemoLanguage) => (name === 'Draw' ? demoText(language, 'draw') : name);

export function controlsHtml(input: StageInput): string {
  const { kind, language, gameId, card, choice } = input;
  if (isTableGame(kind)) return tableControlsHtml(input);
  const t = (key: DemoText) => demoText(language, key);
  const legend = `<legend>${t('yourBet')}</legend>`;
  switch (kind) {
    case 'slot':
      return '<input type="hidden" name="choice" value="line">';
    case 'fish':
      return '';
    case 'roulette': {
      const straight = choice.startsWith('n:') ? Number(choice.slice(2)) : 17;
      const picked = choice.startsWith('n:') ? 'n' : (ROULETTE_BETS as readonly string[]).includes(choice) ? choice : 'red';
      const numbers = Array.from({ length: 37 }, (_, n) => `<option value="${n}"${n === straight ? ' selected' : ''}>${n}</option>`).join('');
      return `<fieldset class="chips chips--table">${legend}${ROULETTE_BETS.map((b) => radio('choice', b, picked === b, t(b as DemoText))).join('')}
${radio('choice', 'n', picked === 'n', t('straight'))}<label class="number">${t('number')} <select name="number">${numbers}</select></label></fieldset>`;
    }
    case 'dragon-tiger': {
      const picked = (DRAGON_TIGER_BETS as readonly string[]).includes(choice) ? choice : 'dragon';
      const pays: Record<string, string> = { dragon: '1:1', tiger: '1:1', tie: '11:1' };
      return `<fieldset class="chips">${legend}${DRAGON_TIGER_BETS.map((b) => radio('choice', b, picked === b, `${t(b)} <bdi>${pays[b]}</bdi>`)).join('')}</fieldset>`;
    }
    case 'hilo': {
      const options = (['higher', 'lower'] as const).map((g) => ({ g, m: card ? hiloMultiplier(card, g) : null }));
      const picked = options.find((o) => o.g === choice && o.m !== null)?.g ?? options.find((o) => o.m !== null)?.g;
      return `<fieldset class="chips">${legend}${options
        .map(({ g, m }) => radio('choice', g, picked === g, `${t(g)} <bdi>${m === null ? '—' : `×${(m / 100).toFixed(2)}`}</bdi>`, m === null ? ' disabled' : ''))
        .join('')}</fieldset>`;
    }
    case 'sports': {
      const fixtures = fixturesOf(gameId);
      const picked = fixtures.some((f) => f.selections.some((s) => `${f.id}:${s.id}` === choice)) ? choice : `${fixtures[0]!.id}:${fixtures[0]!.selections[0]!.id}`;
      return fixtures
        .map(
          (f) =>
            `<fieldset class="chips chips--match"><legend>${escapeHtml(f.home)} – ${escapeHtml(f.away)}</legend>${f.selections
              .map((s) => radio('choice', `${f.id}:${s.id}`, picked === `${f.id}:${s.id}`, `${escapeHtml(sportsName(s.name, language))} <bdi>${(decimalOdds(s.chance) / 100).toFixed(2)}</bdi>`))
              .join('')}</fieldset>`,
        )
        .join('');
    }
  }
}

export const PLAY_LABEL: Record<Exclude<DemoKind, TableKind | OpenKind>, DemoText> = { slot: 'spin', fish: 'shoot', roulette: 'spinWheel', 'dragon-tiger': 'deal', hilo: 'deal', sports: 'placeBet' };
export const RULES: Record<Exclude<DemoKind, TableKind | OpenKind>, DemoText> = {
  slot: 'rtpSlot',
  fish: 'rtpFish',
  roulette: 'rtpRoulette',
  'dragon-tiger': 'rtpDragonTiger',
  hilo: 'rtpHilo',
  sports: 'rtpSports',
};

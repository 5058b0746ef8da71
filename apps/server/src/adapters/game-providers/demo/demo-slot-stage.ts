// A themed demo slot's stage: three reels in a 3×3 window (the middle row is the one line), the
// reels landing on the round's stops (CSS transforms, staggered), the paying cells lit, and the
// paytable in the theme's art. Art and words come from the tile's name (demo-slot-themes.ts); the
// multiples come from the engine (demo-games.ts), the same in every theme.
import { SLOT_PAYS, SLOT_STRIP, slotMultiplier, slotWindow, TWO_CHERRIES, type SlotSymbol } from './demo-games.ts';
import { slotSymbolSvg } from './demo-slot-art.ts';
import { slotLookOf, symbolName, type SlotLook } from './demo-slot-themes.ts';
import type { DemoLanguage } from './demo-texts.ts';

const TEXTS = {
  en: { reels: 'Reels', line: 'Line', paytable: 'Paytable', three: 'Three on the line', two: 'Any two on the line', sound: 'Sound', on: 'Sound on', off: 'Sound off' },
  zh: { reels: '转轴', line: '中线', paytable: '赔付表', three: '中线三个相同', two: '中线任意两个', sound: '声音', on: '声音已开启', off: '声音已关闭' },
  ur: { reels: 'ریلیں', line: 'لائن', paytable: 'ادائیگی کی جدول', three: 'لائن پر تین', two: 'لائن پر کوئی دو', sound: 'آواز', on: 'آواز چالو', off: 'آواز بند' },
} as const;
export const slotText = (language: DemoLanguage) => TEXTS[language] ?? TEXTS.en;

/** The stops the idle page shows: the top three symbols on the line, nothing won. */
const IDLE_STOPS = [SLOT_STRIP.indexOf('seven'), SLOT_STRIP.indexOf('star'), SLOT_STRIP.indexOf('bar')];
/** Symbols the landing strip runs through before the window (a spin's blur). */
const RUN = 9;

function art(look: SlotLook, symbol: SlotSymbol, language: DemoLanguage, label = true): string {
  const s = look.theme.symbols[symbol];
  return slotSymbolSvg(s.shape, s.colour, label ? symbolName(s, language) : '', s.glyph);
}

/** Which of the line's three cells pay: all three of a kind, or the two lowest symbols. */
export function payingCells(line: readonly SlotSymbol[]): boolean[] {
  const multiplier = slotMultiplier(line);
  if (multiplier === 0) return [false, false, false];
  if (multiplier === TWO_CHERRIES && line.filter((s) => s === 'cherry').length === 2) return line.map((s) => s === 'cherry');
  return [true, true, true];
}

export function slotStageHtml(gameName: string, language: DemoLanguage, shown: Record<string, unknown> | null): string {
  const look = slotLookOf(gameName);
  const t = slotText(language);
  const stops = Array.isArray(shown?.stops) ? (shown.stops as number[]) : null;
  const played = stops !== null;
  const line = played ? stops.map((stop) => SLOT_STRIP[stop]!) : IDLE_STOPS.map((stop) => SLOT_STRIP[stop]!);
  const hits = played ? payingCells(line) : [false, false, false];
  const reels = (stops ?? IDLE_STOPS)
    .map((stop, i) => {
      const window = slotWindow(stop);
      // The strip runs down into place: the window's three cells first, then the symbols that
      // passed before them (read backwards along the reel, as a real reel turns).
      const run = played ? Array.from({ length: RUN }, (_, k) => SLOT_STRIP[(stop - 2 - k + SLOT_STRIP.length * 2) % SLOT_STRIP.length]!) : [];
      const cells = [...window, ...run]
        .map((symbol, row) => `<div class="cell${row === 1 && hits[i] ? ' hit' : ''}"${row > 2 ? ' aria-hidden="true"' : ''}>${art(look, symbol, language, row === 1)}</div>`)
        .join('');
      return `<div class="reel3" role="listitem" style="--i:${i}"><div class="strip" style="--run:${played ? RUN : 0}">${cells}</div></div>`;
    })
    .join('');
  const sum = line.map((s) => symbolName(look.theme.symbols[s], language)).join(', ');
  const pays = (Object.keys(SLOT_PAYS) as SlotSymbol[])
    .map((s) => `<li>${art(look, s, language)}<bdi>×${SLOT_PAYS[s]}</bdi></li>`)
    .join('');
  return `<div class="slot slot--${look.theme.id} frame--${look.pattern}${played ? ' slot--landing' : ' slot--idle'}" style="--hue:${look.hue}" data-theme-id="${look.theme.id}" data-testid="demo-reels"${played && hits.some(Boolean) ? ' data-hit="1"' : ''}>
<div class="reels3" role="list" aria-label="${t.reels}: ${t.line} ${sum}">${reels}<span class="payline" aria-hidden="true"></span></div>
<section class="paytable" aria-label="${t.paytable}"><h2>${t.paytable}</h2><p>${t.three}</p><ul>${pays}</ul><p>${t.two}: ${art(look, 'cherry', language)} ${art(look, 'cherry', language, false)}<bdi>×${TWO_CHERRIES}</bdi></p></section></div>`;
}

export const SLOT_STYLE = `.slot{width:100%;display:grid;gap:12px;--frame:hsl(var(--hue) 55% 32%);--reel-bg:hsl(var(--hue) 40% 96%)}
[data-theme=dark] .slot{--frame:hsl(var(--hue) 45% 22%);--reel-bg:hsl(var(--hue) 25% 14%)}
.reels3{position:relative;display:flex;gap:6px;justify-content:center;padding:8px;border-radius:16px;background-image:var(--pat,none),linear-gradient(160deg,var(--frame),hsl(var(--hue) 60% 18%))}
.frame--1 .reels3{--pat:repeating-linear-gradient(135deg,#fff2 0 10px,transparent 10px 20px)}.frame--2 .reels3{--pat:radial-gradient(#fff4 2px,transparent 2.5px);background-size:14px 14px,auto}
.frame--3 .reels3{--pat:repeating-conic-gradient(from 0deg at 50% 120%,#fff2 0 6deg,transparent 6deg 12deg)}
.reel3{width:96px;height:234px;overflow:hidden;border-radius:10px;background:var(--reel-bg)}
.strip{display:flex;flex-direction:column}.cell{height:78px;display:grid;place-items:center}.cell svg{width:58px;height:58px}
.slot--landing .strip{animation:land .9s cubic-bezier(.2,.7,.25,1.08) calc(var(--i) * .25s) both}
@keyframes land{from{transform:translateY(calc(var(--run) * -78px))}to{transform:none}}
.reels3.spinning .strip{animation:whirl .25s linear infinite}@keyframes whirl{from{transform:translateY(-156px)}to{transform:none}}
.payline{position:absolute;inset-inline:4px;top:50%;height:0;border-top:3px dashed #fde04799;pointer-events:none}
.cell.hit{border-radius:10px;box-shadow:inset 0 0 0 3px #fde047;background:#fde04733}.slot--landing .cell.hit{animation:hit .5s 1.45s 3 both}.slot[data-hit] .payline{border-top-style:solid;border-color:#fde047}
@keyframes hit{0%{box-shadow:none;background:none}50%{box-shadow:inset 0 0 0 5px #f59e0b;background:#fde04766}}
.paytable{border:1px solid var(--line);border-radius:12px;padding:8px 12px}.paytable h2{font-size:15px;margin:0 0 4px}.paytable p{margin:4px 0;font-size:13px;color:var(--muted);display:flex;align-items:center;gap:4px;flex-wrap:wrap}
.paytable ul{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(3,1fr);gap:4px 8px}.paytable li{display:flex;align-items:center;gap:4px;font-weight:700}.paytable svg{width:30px;height:30px;flex:none}`;

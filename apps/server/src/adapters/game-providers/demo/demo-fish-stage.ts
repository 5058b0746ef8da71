// The demo fish game's sea: the six targets swim back and forth, facing the way they go (CSS transforms, paused under the pointer or the
// keyboard's focus, still under prefers-reduced-motion) and each one is a submit button of the
// page's form: shooting a target plays one round of the fish engine (demo-games.ts) on it. The
// last shot target shows whether it was caught.
import { fishArt } from './demo-art.ts';
import { FISH } from './demo-games.ts';
import { demoText, type DemoLanguage, type DemoText } from './demo-texts.ts';

export const FISH_NAME: Record<string, DemoText> = { shrimp: 'shrimp', crab: 'crab', turtle: 'turtle', shark: 'shark', whale: 'whale', dragon: 'fishDragon' };

/** The form the targets submit (they sit in the stage, outside it). */
export const DEMO_FORM_ID = 'demo-form';

export function fishStageHtml(language: DemoLanguage, shown: Record<string, unknown> | null, enabled: boolean): string {
  const t = (key: DemoText) => demoText(language, key);
  const target = shown?.target as string | undefined;
  const fish = FISH.map((f, i) => {
    const state = target === f.id ? (shown?.caught ? ' caught' : ' escaped') : '';
    const name = t(FISH_NAME[f.id]!);
    // Rows down the sea, each swimming its own width and pace so they never move in step.
    const style = `--row:${i};--dur:${7 + ((i * 5) % 6)}s;--delay:-${i * 1.7}s`;
    return `<button type="submit" class="swim${state}" form="${DEMO_FORM_ID}" name="choice" value="${f.id}" style="${style}" aria-label="${t('shoot')}: ${name} ×${f.multiplier}"${enabled ? '' : ' disabled'}>${fishArt(f.id, '')}<bdi>×${f.multiplier}</bdi></button>`;
  }).join('');
  const note = target ? `<p class="stage-note" data-testid="demo-fish-note">${t(FISH_NAME[target] ?? 'shrimp')}: ${t(shown?.caught ? 'caught' : 'escaped')}</p>` : '';
  return `<div class="sea2" role="group" aria-label="${t('yourBet')}">${fish}</div>${note}`;
}

export const FISH_STYLE = `.sea2{position:relative;width:100%;height:300px;overflow:hidden;border-radius:14px;background:linear-gradient(#7dd3fc,#1e3a8a);touch-action:manipulation}
.swim{position:absolute;top:calc(8px + var(--row) * 48px);inset-inline-start:4%;display:flex;align-items:center;gap:2px;min-width:44px;min-height:44px;padding:0 6px;border:0;border-radius:999px;background:#ffffff22;color:#fff;font:inherit;font-weight:800;cursor:crosshair;animation:swim var(--dur) var(--delay) ease-in-out infinite}
.swim svg{width:44px;height:44px}.swim:hover,.swim:focus-visible{animation-play-state:paused;background:#ffffff55}.swim:focus-visible{outline:3px solid #fde047}
.swim.caught{box-shadow:0 0 0 3px #fde047;background:#fde04755}.swim.escaped{opacity:.55}.swim.shot{animation-play-state:paused;filter:drop-shadow(0 0 10px #fde047)}
.swim:disabled{cursor:default}
@keyframes swim{0%,100%{transform:translateX(0)}50%{transform:translateX(170px)}}
[dir=rtl] .swim{animation-name:swim-rtl}@keyframes swim-rtl{0%,100%{transform:translateX(0)}50%{transform:translateX(-170px)}}
.swim svg{animation:face var(--dur) var(--delay) step-end infinite}.swim:hover svg,.swim:focus-visible svg,.swim.shot svg{animation-play-state:paused}
@keyframes face{0%{transform:scaleX(-1)}50%{transform:none}}[dir=rtl] .swim svg{animation-name:face-rtl}@keyframes face-rtl{0%{transform:none}50%{transform:scaleX(-1)}}`;

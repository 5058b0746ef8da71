// The demo game page (served at /demo-games/<provider>/<game>): light, mobile first (390×844),
// readable in light and dark and in Urdu (right to left), usable in the app's iframe and, for
// 9WICKETS, in its own window. It shows the balance the wallet answered, the stake, the last result
// and a close button; playing posts the form back to the demo vendor. In the app's frame
// (`embed=1`) the app's play screen is the one header (name, balance, way out): the page drops its own bar.
import { formatRupees } from '@khel/contracts/money';
import { SPIN_START_JS } from './demo-animation.ts';
import { DEMO_FORM_ID, FISH_STYLE } from './demo-fish-stage.ts';
import { DEMO_STAKES, type DemoKind } from './demo-games.ts';
import { SLOT_STYLE, slotText } from './demo-slot-stage.ts';
import { SOUND_JS, SOUND_START_JS } from './demo-sound.ts';
import { controlsHtml, escapeHtml, PLAY_LABEL, RULES, stageHtml } from './demo-stage.ts';
import { isOpenRound, isTableGame, liveFieldHtml, liveHeaderHtml, TABLE_SCRIPT, TABLE_STYLE, tablePlayLabel, tableRules, type LiveView } from './demo-tables-stage.ts';
import { demoText, type DemoLanguage, type DemoText } from './demo-texts.ts';
import { DEMO_MISBEHAVIOURS, type RoundView } from './demo-vendor.ts';

export interface PageModel {
  language: DemoLanguage;
  theme: 'light' | 'dark';
  gameName: string;
  platform: string;
  kind: DemoKind;
  gameId: string;
  /** The form's target and the sealed session it carries. */
  action: string;
  sealed: string;
  nonce: string;
  homeUrl: string;
  balance: number | null;
  card?: number | undefined;
  round: RoundView | null;
  stake: number;
  choice: string;
  /** A problem to show instead of (or above) the game. */
  notice: DemoText | null;
  /** The session is unusable: no form at all. */
  ended: boolean;
  devTools: boolean;
  /** Shown in the app's frame, under the app's header: no bar, balance or close button of its own. */
  embedded: boolean;
  /** A live table's round and timer (demo-live.ts), or none for a game played at once. */
  live?: LiveView | null;
}

const STYLE = `:root{--bg:#f3f5f9;--card:#fff;--text:#111827;--muted:#4b5563;--accent:#1d4ed8;--on-accent:#fff;--line:#cbd5e1;--win:#166534;--bad:#b91c1c;--soft:#e8eefc}
[data-theme=dark]{--bg:#0b1220;--card:#131c31;--text:#f1f5f9;--muted:#cbd5e1;--accent:#2563eb;--on-accent:#fff;--line:#334155;--win:#4ade80;--bad:#fca5a5;--soft:#1e293b}
*{box-sizing:border-box}html,body{margin:0;background:var(--bg);color:var(--text);font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Nastaliq Urdu","Noto Sans CJK SC",sans-serif}
.bar{position:sticky;top:0;z-index:1;display:flex;align-items:center;gap:10px;padding:8px 12px;background:var(--card);border-bottom:1px solid var(--line)}
.close{flex:none;width:44px;height:44px;border:0;border-radius:12px;background:var(--soft);color:var(--text);font-size:22px;line-height:1;cursor:pointer}
.close:focus-visible,.play:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.title{flex:1;min-width:0}h1{font-size:17px;margin:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}.title p{margin:0;font-size:13px;color:var(--muted)}
.balance{margin:0;text-align:end;font-size:13px;color:var(--muted)}.balance strong{display:block;font-size:17px;color:var(--text)}
main{max-width:480px;margin:0 auto;padding:12px 12px 28px}
.stage{background:var(--card);border:1px solid var(--line);border-radius:16px;padding:16px;min-height:150px;display:grid;place-items:center;gap:8px}
.result{min-height:28px;margin:12px 0;text-align:center;font-size:18px;font-weight:700}.result.win{color:var(--win)}.result.lose{color:var(--muted);font-weight:600}.result.problem{color:var(--bad)}
.round-meta{margin:-6px 0 12px;text-align:center;font-size:14px;color:var(--muted)}
fieldset{border:0;margin:0 0 12px;padding:0;min-width:0}legend{font-weight:700;margin-bottom:6px}
.chips{display:flex;flex-wrap:wrap;gap:8px}.chip{position:relative;display:inline-block}.chip input{position:absolute;inset:0;opacity:0;margin:0;cursor:pointer}
.chip span{display:inline-flex;align-items:center;gap:6px;min-height:44px;padding:8px 14px;border-radius:999px;border:2px solid var(--line);background:var(--card)}
.chip input:checked+span{border-color:var(--accent);background:var(--accent);color:var(--on-accent)}.chip input:focus-visible+span{outline:3px solid var(--accent);outline-offset:2px}
.chip input:disabled+span{opacity:.5}.chip svg{width:28px;height:28px}
.number{display:inline-flex;align-items:center;gap:6px;min-height:44px}select{min-height:44px;min-width:72px;font:inherit;border-radius:10px;border:2px solid var(--line);background:var(--card);color:var(--text)}
.play{display:block;width:100%;min-height:52px;margin-top:6px;border:0;border-radius:14px;background:var(--accent);color:var(--on-accent);font:inherit;font-size:18px;font-weight:700;cursor:pointer}.play:disabled{opacity:.6}
details{margin-top:16px;background:var(--card);border:1px solid var(--line);border-radius:12px;padding:8px 14px}summary{cursor:pointer;font-weight:700;min-height:32px;padding-top:4px}details p{color:var(--muted);margin:6px 0}
.reels{display:flex;gap:10px}.reel{width:84px;height:96px;display:grid;place-items:center;background:var(--bg);border:2px solid var(--line);border-radius:12px;animation:drop .45s calc(var(--i) * .12s) both}.reels.idle .reel{animation:none;opacity:.6}
@keyframes drop{from{transform:translateY(-28px);opacity:0}to{transform:none;opacity:1}}
.sea{display:grid;grid-template-columns:repeat(3,1fr);gap:6px;width:100%;padding:10px;border-radius:12px;background:linear-gradient(#93c5fd,#1e40af)}.fish{display:grid;place-items:center}
.fish.caught{filter:drop-shadow(0 0 8px #fde047);animation:pop .5s}.fish.escaped{opacity:.35}@keyframes pop{50%{transform:scale(1.25)}}.stage-note{margin:0;font-weight:700}
.wheel{width:120px;height:120px;border-radius:50%;display:grid;place-items:center;border:8px solid #92400e;font-size:40px;font-weight:800;color:#fff;animation:spin .6s}
.wheel--red{background:#b91c1c}.wheel--black{background:#111827}.wheel--green{background:#15803d}.wheel--idle{background:var(--soft);color:var(--muted);animation:none}@keyframes spin{from{transform:rotate(-200deg)}}
.duel{display:flex;gap:24px;justify-content:center}.side{margin:0;text-align:center}.side figcaption{font-weight:700;margin-bottom:6px}.side.wins .card{box-shadow:0 0 0 4px var(--win)}
.card{display:inline-grid;place-items:center;width:72px;height:100px;border-radius:10px;background:#fff;color:#111827;border:1px solid #94a3b8;font-size:26px;line-height:1.1}.card i{font-style:normal}.card--red{color:#b91c1c}
.last .card{width:46px;height:64px;font-size:17px}.card--back{background:repeating-linear-gradient(45deg,#1d4ed8 0 6px,#3b82f6 6px 12px)}.pitch{width:100%;text-align:center}.pitch p{margin:4px 0}
body.embedded main{padding-top:8px}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.tools{display:flex;justify-content:flex-end;margin-bottom:8px}.sound{display:inline-flex;align-items:center;gap:6px;min-height:44px;padding:0 14px;border:2px solid var(--line);border-radius:999px;background:var(--card);color:var(--text);font:inherit;cursor:pointer}
.sound[aria-pressed=false] .on,.sound[aria-pressed=true] .off{display:none}.sound svg{width:20px;height:20px}.sound:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
${SLOT_STYLE}
${FISH_STYLE}
@media (prefers-reduced-motion:reduce){*{animation:none!important}}`;

/**
 * The page's own check of where Close goes (defence in depth: the launch already refused any home
 * that is not on the site, launch-home.ts): `home` only when it resolves to the page's origin,
 * else the site's root. Plain JavaScript, embedded in the page's script (and unit-tested as is).
 */
export const SAME_ORIGIN_HOME_JS = `function(h,l){try{var u=new URL(h||'/',l.href);if(u.origin===l.origin&&/^https?:$/.test(u.protocol))return u.href}catch(e){}return l.origin+'/'}`;

// Close: the app's frame closes the game; 9WICKETS' own window closes itself; otherwise go home,
// never off the site. Playing replaces the page instead of adding a history entry (in a frame those
// entries would make the app's back button step through rounds); without JavaScript the form posts as usual.
const SCRIPT = `(function(){var b=document.body,framed=window.parent!==window,home=${SAME_ORIGIN_HOME_JS},c=document.getElementById('close');
if(c)c.addEventListener('click',function(){if(framed){parent.postMessage({type:'khel-demo:close'},location.origin);return}
if(window.opener){window.close();return}location.href=home(b.dataset.home,location)});
${SOUND_JS}
if(framed&&b.dataset.round)parent.postMessage({type:'khel-demo:balance'},location.origin);
var f=document.querySelector('form.game');if(!f||!window.fetch)return;var sent=false;
f.addEventListener('submit',function(e){if(sent)return;e.preventDefault();sent=true;${SPIN_START_JS}${SOUND_START_JS}
var d=new FormData(f);if(e.submitter&&e.submitter.name)d.set(e.submitter.name,e.submitter.value);
document.querySelectorAll('.play,.swim').forEach(function(x){x.disabled=true});
fetch(f.action,{method:'POST',body:new URLSearchParams(d),headers:{'x-demo-replace':'1'}})
.then(function(r){return r.json()}).then(function(j){location.replace(j.location)}).catch(function(){var x=e.submitter;if(x&&x.name){var h=document.createElement('input');h.type='hidden';h.name=x.name;h.value=x.value;f.appendChild(h)}f.submit()})})})();`;

const money = (hundredths: number) => `<bdi>${formatRupees(hundredths)}</bdi>`;

const REFUSAL_TEXT: Record<string, DemoText> = {
  insufficientFunds: 'refusedFunds',
  sessionExpired: 'refusedSession',
  sessionInvalid: 'refusedSession',
  playerRestricted: 'refusedRestricted',
};

function resultLine(model: PageModel): string {
  const t = (key: DemoText, params?: Record<string, string>) => demoText(model.language, key, params);
  if (model.notice) return `<p class="result problem" role="alert" data-testid="demo-result" data-state="problem">${t(model.notice)}</p>`;
  const round = model.round;
  if (!round) return '<p class="result" role="status" data-testid="demo-result" data-state="idle"></p>';
  const attrs = `data-testid="demo-result" data-round="${round.roundId}" data-stake="${round.stake}" data-win="${round.win}" data-state="${round.state}"`;
  let text: string;
  let tone = 'lose';
  if (round.state === 'settled') {
    text = round.win > 0 ? t('won', { amount: money(round.win) }) : t('lost');
    tone = round.win > 0 ? 'win' : 'lose';
  } else if (round.state === 'refused') {
    text = t(REFUSAL_TEXT[round.refusal ?? ''] ?? 'refusedOther');
    tone = 'problem';
  } else if (round.state === 'cancelled') {
    text = t('cancelled');
  } else if (round.closesAt !== undefined) {
    text = t('betPlaced');
  } else if (isOpenRound(round)) {
    text = t('yourMove');
  } else {
    text = t('pending');
  }
  const meta = round.state === 'settled' ? `<p class="round-meta">${t('lastRound')}: ${t('stake')} ${money(round.stake)}</p>` : '';
  return `<p class="result ${tone}" role="status" ${attrs}>${text}</p>${meta}`;
}

/** The page's own bar (close, name, balance): only outside the app's frame (9WICKETS' window, a direct link). */
const bar = (model: PageModel, balance: string) => {
  const t = (key: DemoText) => demoText(model.language, key);
  return `<header class="bar"><button id="close" class="close" type="button" aria-label="${t('close')}">✕</button>
<div class="title"><h1>${escapeHtml(model.gameName)}</h1><p>${escapeHtml(model.platform)} · ${t('demo')}</p></div>
<p class="balance">${t('balance')}<strong data-testid="demo-balance"${model.balance === null ? '' : ` data-balance="${model.balance}"`}><bdi>${balance}</bdi></strong></p></header>`;
};

const SPEAKER = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor"/><path class="on" d="M16 8a5 5 0 0 1 0 8M18.5 5.5a8.5 8.5 0 0 1 0 13" stroke="currentColor" stroke-width="2" fill="none"/><path class="off" d="M16 9l6 6M22 9l-6 6" stroke="currentColor" stroke-width="2"/></svg>';

/** The sound switch of every game page (off until turned on; the script remembers it). Sports has none: it makes no sounds. */
function soundToggle(model: PageModel): string {
  if (model.kind === 'sports') return '';
  const t = slotText(model.language);
  return `<div class="tools"><button id="sound" class="sound" type="button" aria-pressed="false" data-on="${t.on}" data-off="${t.off}">${SPEAKER}${t.sound}</button><span id="sound-said" class="sr-only" aria-live="polite"></span></div>`;
}

export function demoPageHtml(model: PageModel): string {
  const t = (key: DemoText) => demoText(model.language, key);
  const stage = { kind: model.kind, language: model.language, gameId: model.gameId, gameName: model.gameName, round: model.round, card: model.card, choice: model.choice, playable: !model.ended, live: model.live };
  // An open round (blackjack, mines) takes actions, not a new stake.
  const acting = isOpenRound(model.round);
  const playLabel = tablePlayLabel(model.kind, model.language, !!model.live) ?? t(PLAY_LABEL[model.kind as keyof typeof PLAY_LABEL]);
  const stakes = DEMO_STAKES.map(
    (s) => `<label class="chip"><input type="radio" name="stake" value="${s}"${s === model.stake ? ' checked' : ''}><span>${money(s)}</span></label>`,
  ).join('');
  const tools = model.devTools
    ? `<details><summary>${t('testTools')}</summary><label class="number">${t('misbehave')} <select name="misbehave">${DEMO_MISBEHAVIOURS.map((m) => `<option value="${m}">${t(`misbehave.${m}` as DemoText)}</option>`).join('')}</select></label></details>`
    : '';
  const form = model.ended
    ? ''
    : `<form class="game" id="${DEMO_FORM_ID}" method="post" action="${escapeHtml(model.action)}">
<input type="hidden" name="s" value="${escapeHtml(model.sealed)}"><input type="hidden" name="nonce" value="${escapeHtml(model.nonce)}">${model.embedded ? '<input type="hidden" name="embed" value="1">' : ''}
${controlsHtml(stage)}${model.live ? liveFieldHtml(model.live) : ''}
${acting ? '' : `<fieldset class="chips">${`<legend>${t('stake')}</legend>`}${stakes}</fieldset>`}
${model.kind === 'fish' || acting ? '' : `<button class="play" type="submit">${playLabel}</button>`}${tools}</form>`;
  const balance = model.balance === null ? t('balanceUnknown') : formatRupees(model.balance);
  return `<!doctype html><html lang="${model.language}" dir="${model.language === 'ur' ? 'rtl' : 'ltr'}" data-theme="${model.theme}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="${model.theme}">
<title>${escapeHtml(model.gameName)} · ${escapeHtml(model.platform)} ${t('demo')}</title><style>${STYLE}${isTableGame(model.kind) || model.live ? TABLE_STYLE : ''}</style></head>
<body data-home="${escapeHtml(model.homeUrl)}"${model.round ? ` data-round="${model.round.roundId}"` : ''}${model.embedded ? ' class="embedded"' : ''}>
${model.embedded ? `<h1 class="sr-only">${escapeHtml(model.gameName)}</h1>` : bar(model, balance)}
<main>${model.ended ? '' : `${soundToggle(model)}${model.live ? liveHeaderHtml(model.language, model.live) : ''}<section class="stage" aria-label="${t('result')}">${stageHtml(stage)}</section>`}
${resultLine(model)}${form}
${model.ended ? '' : `<details><summary>${t('rules')}</summary><p>${tableRules(model.kind, model.language) ?? t(RULES[model.kind as keyof typeof RULES])}</p><p>${t('fairness')}</p></details>`}</main>
<script>${SCRIPT}${TABLE_SCRIPT}</script></body></html>`;
}

// The part of the demo page's one inline script that moves things: while a round is on its way
// the reels whirl (the page is replaced by the result, whose reels then land by CSS alone) and the
// shot target glows. Plain JavaScript in a string, the same on every page (its CSP hash,
// demo-page-csp.ts); prefers-reduced-motion stops every CSS animation (demo-page.ts STYLE).
/** Runs inside the page script's submit handler, with the event as `e`. */
export const SPIN_START_JS = `var r=document.querySelector('.reels3');if(r){r.parentNode.classList.remove('slot--landing');r.classList.add('spinning')}
if(e.submitter&&e.submitter.classList.contains('swim'))e.submitter.classList.add('shot');`;

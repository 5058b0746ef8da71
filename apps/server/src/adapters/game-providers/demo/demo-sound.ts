// The demo page's sounds: short WebAudio blips (no audio files) when a spin starts, each reel
// lands and a round wins, a target is shot and caught, or a table round is dealt and won or lost. Off until the player turns them on; the
// choice is remembered in the browser (localStorage) and announced to screen readers through the
// page's polite live region. Plain JavaScript in a string, part of the page's one inline script.

/** Defines `blip(frequency, delaySeconds, lengthSeconds)` and wires the #sound toggle. */
export const SOUND_JS = `var snd=document.getElementById('sound'),said=document.getElementById('sound-said'),ac=null,K='khel-demo-sound';
function soundOn(){try{return localStorage.getItem(K)==='on'}catch(x){return false}}
function blip(f,t,d){if(!soundOn())return;try{ac=ac||new(window.AudioContext||window.webkitAudioContext)();if(ac.state==='suspended')ac.resume();
var o=ac.createOscillator(),g=ac.createGain(),at=ac.currentTime+t;o.type='triangle';o.frequency.value=f;g.gain.setValueAtTime(.12,at);g.gain.exponentialRampToValueAtTime(.0001,at+d);
o.connect(g);g.connect(ac.destination);o.start(at);o.stop(at+d+.02)}catch(x){}}
if(snd){snd.setAttribute('aria-pressed',String(soundOn()));snd.addEventListener('click',function(){var v=!soundOn();try{localStorage.setItem(K,v?'on':'off')}catch(x){}
snd.setAttribute('aria-pressed',String(v));if(said)said.textContent=v?snd.dataset.on:snd.dataset.off;blip(660,0,.08)})}
var still=window.matchMedia&&matchMedia('(prefers-reduced-motion: reduce)').matches,landing=document.querySelector('.slot--landing');
if(landing){for(var i=0;i<3;i++)blip(260+i*70,still?0:.85+i*.25,.07);if(landing.dataset.hit)[523,659,784,1047].forEach(function(f,k){blip(f,(still?.1:1.5)+k*.12,.15)})}
if(document.querySelector('.swim.caught'))[784,1047].forEach(function(f,k){blip(f,k*.12,.15)});
if(!landing&&!document.querySelector('.swim')){var rs=document.querySelector('[data-testid=demo-result]');
if(rs&&rs.classList.contains('win'))[523,659,784].forEach(function(f,k){blip(f,(still?0:.6)+k*.12,.15)});else if(rs&&rs.classList.contains('lose'))blip(196,still?0:.6,.25)}`;

/** Runs inside the page script's submit handler: the spin's or the shot's start. */
export const SOUND_START_JS = `blip(440,0,.05);`;

// index.html paints a lobby skeleton, with the first banner's artwork, from the HTML alone. Nothing
// the build adds to its head may hold that paint back or take the network from that image:
// - stylesheets: a stylesheet in the head blocks the first paint until it has arrived (the skeleton
//   waited on 12 KB of CSS). Each is linked `media="print"` and switched to all media once loaded
//   or failed (the loadCSS pattern) by index.html's boot script, not by onload attributes, which
//   the Content-Security-Policy forbids (no inline script but the boot script, by its hash); the
//   app keeps the skeleton up until they apply (src/app/boot-skeleton.ts), so no unstyled screen
//   is ever seen.
// - scripts: the entry and its preloaded chunks are asked for at low fetch priority, so on a slow
//   link the HTML and the banner image come first and the scripts right after (they are modules:
//   they run after parsing whatever their priority).
import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"([^>]*)>/g;
const SCRIPT_OR_PRELOAD = /<(script type="module"|link rel="modulepreload")([^>]*)>/g;

export function skeletonFirst(): Plugin {
  return {
    name: 'khel-skeleton-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(STYLESHEET_LINK, (_link, attributes: string) => `<link rel="stylesheet"${attributes} media="print" data-boot-style>`)
          .replace(SCRIPT_OR_PRELOAD, (_tag, opening: string, attributes: string) => `<${opening}${attributes} fetchpriority="low">`),
    },
  };
}

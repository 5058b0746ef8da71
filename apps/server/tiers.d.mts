// Types for tiers.mjs (a plain module so eslint.config.js can read it too).
export interface ServerTier {
  name: string;
  about: string;
  folders?: string[];
  features?: string[];
}
export declare const SERVER_TIERS: ServerTier[];
export declare function tierPaths(): { name: string; paths: string[] }[];

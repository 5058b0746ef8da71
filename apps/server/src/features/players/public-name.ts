// The one masking rule for a player's name wherever other players can see it (bet lists, the
// crash room): the ends stay so a player recognises their own row, the middle is always three
// stars so the length is not told. Re-exported by players.service.ts for other features.

/** 'ahmed42' → 'ah***42', 'sara' → 's***a', 'al' → 'a***'. Counts characters, not UTF-16 units (Urdu names). */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length >= 6) return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
  if (chars.length >= 3) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars[0] ?? ''}***`;
}

// A demo slot's look, drawn from the tile's name: a keyword table picks the theme ("Crystal Cave
// Gems" → gems, "Lucky Cat Coins" → lucky cat), a name that matches none gets one by a hash of the
// name, and the hash also picks the frame's hue and pattern, so two tiles do not look alike. Themes change art
// and words only: every theme maps the same six engine symbols (demo-games.ts SLOT_STRIP), so the
// odds, the paytable's multiples and the RTP are the same in every theme and for every player.
import { createHash } from 'node:crypto';
import type { SlotSymbol } from './demo-games.ts';
import type { SlotShape } from './demo-slot-art.ts';
import type { DemoLanguage } from './demo-texts.ts';

/** A symbol's name in en / zh / ur (a card rank is the same in all three). */
type Name = readonly [en: string, zh: string, ur: string];

export interface ThemeSymbol {
  shape: SlotShape;
  colour: string;
  name: Name;
  /** Text drawn on the shape (a mahjong tile's character, a card rank). */
  glyph?: string;
}

export interface SlotThemeDef {
  id: string;
  /** Words of a tile's name that choose this theme (lower case; a plural "s" also matches). */
  keywords: readonly string[];
  /** The hue the name's hash turns from (keeps a theme's frames apart from another's). */
  hue: number;
  /** The engine's six symbols, from the top pay down (seven ×200 … cherry ×5). */
  symbols: Record<SlotSymbol, ThemeSymbol>;
}

const rank = (glyph: string, colour: string): ThemeSymbol => ({ shape: 'letter', colour, glyph, name: [glyph, glyph, glyph] });

export const SLOT_THEMES: readonly SlotThemeDef[] = [
  {
    id: 'gems',
    keywords: ['gem', 'crystal', 'jewel', 'diamond', 'cave', 'cascade'],
    hue: 265,
    symbols: {
      seven: { shape: 'diamond', colour: '#38bdf8', name: ['Diamond', '钻石', 'ہیرا'] },
      star: { shape: 'gem', colour: '#dc2626', name: ['Ruby', '红宝石', 'یاقوت'] },
      bar: { shape: 'gem', colour: '#16a34a', name: ['Emerald', '祖母绿', 'زمرد'] },
      bell: { shape: 'gem', colour: '#2563eb', name: ['Sapphire', '蓝宝石', 'نیلم'] },
      lemon: { shape: 'gem', colour: '#9333ea', name: ['Amethyst', '紫水晶', 'جمشت'] },
      cherry: { shape: 'gem', colour: '#f59e0b', name: ['Topaz', '黄玉', 'پکھراج'] },
    },
  },
  {
    id: 'mahjong',
    keywords: ['mahjong', 'jade', 'emperor', 'tea', 'lotus', 'blossom', 'samurai', 'ninja', 'panda'],
    hue: 150,
    symbols: {
      seven: { shape: 'tile', colour: '#b91c1c', glyph: '中', name: ['Red dragon tile', '红中', 'سرخ ڈریگن ٹائل'] },
      star: { shape: 'tile', colour: '#15803d', glyph: '發', name: ['Green dragon tile', '发财', 'سبز ڈریگن ٹائل'] },
      bar: { shape: 'tile', colour: '#1d4ed8', glyph: '東', name: ['East wind tile', '东风', 'مشرقی ہوا ٹائل'] },
      bell: { shape: 'tile', colour: '#111827', glyph: '萬', name: ['Character tile', '万子', 'حرف ٹائل'] },
      lemon: { shape: 'tile', colour: '#0f766e', glyph: '條', name: ['Bamboo tile', '条子', 'بانس ٹائل'] },
      cherry: { shape: 'tile', colour: '#9a3412', glyph: '筒', name: ['Circle tile', '筒子', 'دائرہ ٹائل'] },
    },
  },
  {
    id: 'lucky-cat',
    keywords: ['cat', 'neko', 'money', 'tree', 'lantern', 'ox', 'wealth', '88', 'night', 'market', 'rice'],
    hue: 0,
    symbols: {
      seven: { shape: 'cat', colour: '#fbbf24', name: ['Lucky cat', '招财猫', 'خوش قسمت بلی'] },
      star: { shape: 'ingot', colour: '#eab308', name: ['Gold ingot', '金元宝', 'سونے کی ڈلی'] },
      bar: { shape: 'envelope', colour: '#dc2626', name: ['Red envelope', '红包', 'سرخ لفافہ'] },
      bell: { shape: 'lantern', colour: '#ef4444', name: ['Lantern', '灯笼', 'لالٹین'] },
      lemon: { shape: 'coin', colour: '#f59e0b', name: ['Coin', '铜钱', 'سکہ'] },
      cherry: rank('K', '#b91c1c'),
    },
  },
  {
    id: 'egypt',
    keywords: ['egypt', 'pharaoh', 'desert', 'caravan', 'genie', 'lamp', 'pyramid', 'sphinx', 'cleopatra'],
    hue: 38,
    symbols: {
      seven: { shape: 'eye', colour: '#1d4ed8', name: ['Eye of Horus', '荷鲁斯之眼', 'حورس کی آنکھ'] },
      star: { shape: 'pyramid', colour: '#d97706', name: ['Pyramid', '金字塔', 'اہرام'] },
      bar: { shape: 'ankh', colour: '#b45309', name: ['Ankh', '生命之符', 'آنخ'] },
      bell: { shape: 'sun', colour: '#f59e0b', name: ['Sun disc', '太阳圆盘', 'سورج کی ٹکیہ'] },
      lemon: rank('A', '#0e7490'),
      cherry: rank('K', '#7c2d12'),
    },
  },
  {
    id: 'dragon',
    keywords: ['dragon', 'phoenix', 'fire', 'chili', 'tiger', 'thunder', 'hammer', 'wolf', 'mighty'],
    hue: 12,
    symbols: {
      seven: { shape: 'flame', colour: '#dc2626', name: ['Dragon fire', '龙焰', 'ڈریگن کی آگ'] },
      star: { shape: 'ingot', colour: '#facc15', name: ['Gold ingot', '金元宝', 'سونے کی ڈلی'] },
      bar: { shape: 'chili', colour: '#ef4444', name: ['Fire chili', '火辣椒', 'تیز مرچ'] },
      bell: { shape: 'coin', colour: '#eab308', name: ['Coin', '铜钱', 'سکہ'] },
      lemon: rank('A', '#b91c1c'),
      cherry: rank('K', '#ea580c'),
    },
  },
  {
    id: 'ocean',
    keywords: ['ocean', 'sea', 'coral', 'reef', 'pirate', 'harbour', 'treasure', 'boat', 'diver', 'mekong', 'compass', 'map', 'island'],
    hue: 200,
    symbols: {
      seven: { shape: 'pearl', colour: '#f8fafc', name: ['Pearl', '珍珠', 'موتی'] },
      star: { shape: 'anchor', colour: '#0f172a', name: ['Anchor', '船锚', 'لنگر'] },
      bar: { shape: 'shell', colour: '#fb7185', name: ['Shell', '贝壳', 'سیپی'] },
      bell: { shape: 'fish', colour: '#f97316', name: ['Fish', '鱼', 'مچھلی'] },
      lemon: rank('A', '#0369a1'),
      cherry: rank('K', '#0d9488'),
    },
  },
  {
    id: 'sweets',
    keywords: ['candy', 'sweet', 'sugar', 'bubble', 'circus', 'pop', 'cake'],
    hue: 320,
    symbols: {
      seven: { shape: 'lollipop', colour: '#ec4899', name: ['Lollipop', '棒棒糖', 'لالی پاپ'] },
      star: { shape: 'heart', colour: '#e11d48', name: ['Candy heart', '爱心糖', 'دل والی ٹافی'] },
      bar: { shape: 'donut', colour: '#f472b6', name: ['Doughnut', '甜甜圈', 'ڈونٹ'] },
      bell: { shape: 'candy', colour: '#8b5cf6', name: ['Wrapped sweet', '糖果', 'ٹافی'] },
      lemon: { shape: 'candy', colour: '#22c55e', name: ['Mint sweet', '薄荷糖', 'پودینے کی ٹافی'] },
      cherry: { shape: 'candy', colour: '#f59e0b', name: ['Toffee', '太妃糖', 'ٹوفی'] },
    },
  },
  {
    id: 'space',
    keywords: ['galaxy', 'sky', 'star', 'moon', 'moonlight', 'rocket', 'space', 'snow', 'queen', 'miner', 'neon', 'city'],
    hue: 235,
    symbols: {
      seven: { shape: 'planet', colour: '#a855f7', name: ['Ringed planet', '光环行星', 'حلقے والا سیارہ'] },
      star: { shape: 'moon', colour: '#fde047', name: ['Moon', '月亮', 'چاند'] },
      bar: { shape: 'star', colour: '#38bdf8', name: ['Star', '星星', 'ستارہ'] },
      bell: { shape: 'comet', colour: '#f472b6', name: ['Comet', '彗星', 'دم دار ستارہ'] },
      lemon: rank('A', '#22d3ee'),
      cherry: rank('K', '#c084fc'),
    },
  },
  {
    id: 'gold',
    keywords: ['gold', 'golden', 'coins', 'cowboy', 'kingdom', 'royal', 'crown', 'king', 'boxing', 'champion', 'rush', 'riches', 'jackpot'],
    hue: 45,
    symbols: {
      seven: { shape: 'crown', colour: '#eab308', name: ['Crown', '皇冠', 'تاج'] },
      star: { shape: 'goldbar', colour: '#f59e0b', name: ['Gold bar', '金条', 'سونے کی اینٹ'] },
      bar: { shape: 'coin', colour: '#facc15', name: ['Gold coin', '金币', 'سونے کا سکہ'] },
      bell: { shape: 'bell', colour: '#d97706', name: ['Bell', '铃铛', 'گھنٹی'] },
      lemon: rank('A', '#b45309'),
      cherry: rank('K', '#92400e'),
    },
  },
  {
    id: 'fruit',
    keywords: ['fruit', 'seven', 'classic', 'cherry', 'farm', 'harvest', 'garden', 'jungle', 'drum', 'spin'],
    hue: 350,
    symbols: {
      seven: { shape: 'seven', colour: '#d11f35', name: ['Seven', '7', '7'] },
      star: { shape: 'star', colour: '#7c3aed', name: ['Star', '星星', 'ستارہ'] },
      bar: { shape: 'bar', colour: '#fbbf24', name: ['BAR', 'BAR', 'BAR'] },
      bell: { shape: 'bell', colour: '#e2a20b', name: ['Bell', '铃铛', 'گھنٹی'] },
      lemon: { shape: 'lemon', colour: '#f5c518', name: ['Lemon', '柠檬', 'لیموں'] },
      cherry: { shape: 'cherry', colour: '#d8283b', name: ['Cherry', '樱桃', 'چیری'] },
    },
  },
];

export interface SlotLook {
  theme: SlotThemeDef;
  /** The frame's hue (0–359), from the name's hash: the theme's symbols keep their own colours. */
  hue: number;
  /** The frame's pattern (0–3: plain, stripes, dots, rays), from the name's hash. */
  pattern: number;
}

const digest = (name: string) => createHash('sha256').update(name.trim().toLowerCase()).digest();
const words = (name: string) => name.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The look of a slot tile, from its name alone (the same name always gets the same look). */
export function slotLookOf(gameName: string): SlotLook {
  const hash = digest(gameName);
  const named = words(gameName);
  // The first word that names a theme wins, so "Golden Lotus Reels" is gold, "Lotus Gold" mahjong.
  let theme: SlotThemeDef | undefined;
  for (const word of named) {
    theme = SLOT_THEMES.find((t) => t.keywords.includes(word) || (word.endsWith('s') && t.keywords.includes(word.slice(0, -1))));
    if (theme) break;
  }
  theme ??= SLOT_THEMES[hash.readUInt16BE(0) % SLOT_THEMES.length]!;
  // Any hue and one of four patterns: the symbols say the theme, the frame says the tile.
  return { theme, hue: (theme.hue + hash.readUInt16BE(2)) % 360, pattern: hash[4]! % 4 };
}

export const symbolName = (symbol: ThemeSymbol, language: DemoLanguage) => symbol.name[language === 'zh' ? 1 : language === 'ur' ? 2 : 0];

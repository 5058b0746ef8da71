// A clone must explain itself: every Markdown link and every `docs/….md#anchor` a file cites
// resolves to a file and heading in this repository, and no text outside the places that translate
// them cites the documents a clone does not have (docs/README.md#translating-old-references).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const markdown = tracked.filter((path) => path.endsWith('.md'));
const sources = tracked.filter((path) => /\.(ts|tsx|mjs|css|md)$/.test(path) && existsSync(join(ROOT, path)));

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to dashes, repeats numbered. */
function anchorsOf(path: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of read(path).split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.*)$/.exec(line);
    if (!heading) continue;
    const base = heading[1]!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}_\- ]/gu, '')
      .replace(/ /g, '-');
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

const anchorCache = new Map<string, Set<string>>();
function brokenTarget(file: string, anchor: string): string | null {
  if (!existsSync(join(ROOT, file))) return 'no such file';
  if (!anchor || !file.endsWith('.md')) return null;
  if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(file));
  return anchorCache.get(file)!.has(anchor) ? null : 'no such heading';
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

describe('documentation links', () => {
  it('every relative Markdown link reaches a file, and its #anchor a heading there', () => {
    const broken: string[] = [];
    for (const path of markdown) {
      const text = read(path);
      for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1]!;
        if (/^[a-z]+:/.test(target)) continue;
        const [file = '', anchor = ''] = target.split('#');
        const problem = brokenTarget(file ? normalize(join(dirname(path), file)) : path, anchor);
        if (problem) broken.push(`${path}:${lineOf(text, match.index)} ${target} (${problem})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every docs/….md#anchor cited in code and docs reaches its heading', () => {
    const broken: string[] = [];
    for (const path of sources) {
      const text = read(path);
      for (const match of text.matchAll(/(?<![\w/.])(docs\/[\w./-]+\.md)(?:#([\w-]+))?/g)) {
        const problem = brokenTarget(match[1]!, match[2] ?? '');
        if (problem) broken.push(`${path}:${lineOf(text, match.index)} ${match[0]} (${problem})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('nothing cites issue numbers, spec sections or the design notes except where they are translated', () => {
    // The migrations' comments are checksummed; the decisions log is the history and names the
    // pieces of work; the two READMEs hold the translation tables; this file spells the patterns.
    const allowed = (path: string) =>
      path.includes('/migrations/') ||
      ['docs/decisions/log.md', 'docs/README.md', 'docs/requirements/README.md', 'scripts/doc-links.unit.test.ts'].includes(path);
    const outside = /(?<![\w-])[Ii]ssues?(?:[ -]#?|#)\d+|spec §|§ ?\d|DESIGN\.md|DESIGN "|product-spec/g;
    const found: string[] = [];
    for (const path of sources.filter((source) => !allowed(source))) {
      const text = read(path);
      for (const match of text.matchAll(outside)) found.push(`${path}:${lineOf(text, match.index)} ${match[0]}`);
    }
    expect(found).toEqual([]);
  });
});

// The stylesheets are plain CSS, which browsers read with nesting: one missing "}" silently nests every
// later rule inside the rule it forgot to close, and those rules then apply to nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;
const sheets = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css'));

/** Top-level rules that start while a block is still open (after comments are removed). */
function unclosedBlocks(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  const problems: string[] = [];
  let depth = 0;
  let atRule = 0; // blocks opened by @media and friends, inside which rules may start
  text.split('\n').forEach((line, i) => {
    const opens = (line.match(/\{/g) ?? []).length;
    const closes = (line.match(/\}/g) ?? []).length;
    if (opens > 0 && depth > atRule && /^[.#a-z*:[]/i.test(line)) problems.push(`line ${i + 1}: ${line.trim()}`);
    if (line.trimStart().startsWith('@') && opens > 0) atRule = depth + 1;
    depth += opens - closes;
    if (depth < atRule) atRule = Math.max(0, depth);
    if (depth < 0) {
      problems.push(`line ${i + 1}: a "}" closes nothing`);
      depth = 0;
    }
  });
  if (depth !== 0) problems.push(`${depth} block(s) never closed`);
  return problems;
}

describe('stylesheets', () => {
  it('finds the stylesheets', () => expect(sheets.length).toBeGreaterThan(0));
  it.each(sheets)('%s closes every block before the next rule', (file) => {
    expect(unclosedBlocks(readFileSync(join(dir, file), 'utf8'))).toEqual([]);
  });
  // A `:has()` on the root (or the body) makes the root's style follow what happens in the page, and a change of
  // some of the root's properties restyles every element: the root's marks (common/use-root-mark.ts) say such
  // things instead.
  it.each(sheets)('%s has no :has() on the root or the body', (file) => {
    const text = readFileSync(join(dir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(text.match(/(^|[\s,>~+(])(html|:root|body)(\[[^\]]*\]|\.[\w-]+)*:has\(/gm) ?? []).toEqual([]);
  });
  it('notices a block left open', () => {
    expect(unclosedBlocks('.a {\n  color: red;\n.b {\n  color: blue;\n}\n')).not.toEqual([]);
    expect(unclosedBlocks('@media (x) {\n.a {\n  color: red;\n}\n}\n')).toEqual([]);
  });
});

// The docs name real files: every test file and source path that docs/*.md cites in backticks exists, so the
// coverage table can't point at a test that was renamed or split away.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const docs = readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md'));
const allFiles = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).map((f) => f.replace(/\\/g, '/'));

/** A cited name resolves: a path from the repository root (`package.json`), or a file name found somewhere under src/. */
function resolves(cited: string): boolean {
  if (existsSync(join(root, cited))) return true;
  if (cited.includes('/')) return existsSync(join(root, cited)) || allFiles.some((f) => f.endsWith(cited));
  return allFiles.some((f) => f.endsWith(`/${cited}`) || f === cited);
}

describe('docs', () => {
  it.each(docs)('%s cites only files that exist', (doc) => {
    const text = readFileSync(join(root, 'docs', doc), 'utf8');
    const cited = [...text.matchAll(/`([\w./-]+\.(?:test\.ts|tsx?|css|json))`/g)].map((m) => m[1]!);
    // `*` and `-N` stand for any file of a kind (`src/lessons/lesson-N.ts`).
    const missing = [...new Set(cited)].filter((c) => !/\*|-N\./.test(c) && !resolves(c));
    expect(missing).toEqual([]);
  });
});

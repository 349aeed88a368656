// The engine is pure: it imports nothing from the UI side, no clock and no ambient randomness.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '.');
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

describe('src/engine is pure TypeScript', () => {
  it.each(files)('%s imports only engine files and uses no clock or Math.random', (file) => {
    const text = readFileSync(join(dir, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    const imports = [...text.matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
    // Relative paths only ('./…' or '../…'), and each one lands inside src/engine.
    for (const spec of imports) expect(spec.startsWith('./') || spec.startsWith('../'), spec).toBe(true);
    for (const spec of imports) expect(relative(dir, resolve(dir, dirname(file), spec)).startsWith('..'), spec).toBe(false);
    for (const spec of imports) expect(spec).not.toMatch(/react|zustand|i18next|\/ui\/|\/store\/|\/cards|\/lessons/);
    expect(text).not.toMatch(/Math\.random|Date\.now|new Date\(|performance\.now|document\.|window\./);
  });
});

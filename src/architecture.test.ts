// The shape of the code: no import cycle anywhere in src/ (tests included), no source file over 400 lines.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;
const MAX_LINES = 400;

const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .map((f) => join(root, f))
  .filter((f) => statSync(f).isFile());
const code = files.filter((f) => /\.tsx?$/.test(f));

/** The file an import specifier names, or undefined for a package or a non-code file. */
function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Every relative module a file imports: `import … from`, `export … from`, side-effect imports and `import()`. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const specs = [
    ...[...text.matchAll(/\b(?:import|export)\s[^;'"]*?\sfrom\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!),
    ...[...text.matchAll(/\bimport\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!),
    ...[...text.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!),
  ];
  return [...new Set(specs.map((s) => resolveImport(file, s)).filter((f): f is string => f !== undefined))];
}

/** Strongly connected components with more than one file (or a file importing itself): Tarjan's algorithm. */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string): void => {
    indices.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return found;
}

/** One concrete loop through a component, for the message: a → b → … → a. */
function loopThrough(component: string[], graph: Map<string, string[]>): string[] {
  const inside = new Set(component);
  const start = component[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let u = v; u !== start; u = previous.get(u)!) path.splice(1, 0, u);
        return [...path, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return component;
}

const name = (f: string): string => relative(root, f);

describe('architecture', () => {
  it('has no import cycle in src/', () => {
    const graph = new Map(code.map((f) => [f, importsOf(f)]));
    const found = cycles(graph).map((c) => `${c.length} files (${c.map(name).join(', ')}), e.g. ${loopThrough(c, graph).map(name).join(' → ')}`);
    for (const c of found) console.log(`import cycle, ${c}`);
    expect(found).toEqual([]);
  });

  it(`has no source file over ${MAX_LINES} lines (.ts, .tsx, .css, tests included)`, () => {
    const long = files
      .filter((f) => /\.(tsx?|css)$/.test(f))
      .map((f) => ({ file: name(f), lines: readFileSync(f, 'utf8').split('\n').length - 1 }))
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `${f.file}: ${f.lines} lines`);
    for (const l of long) console.log(`too long, ${l}`);
    expect(long).toEqual([]);
  });
});

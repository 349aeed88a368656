// Types of first-paint.mjs, for its unit test (src/first-paint.test.ts).
export const BUDGET_KIB: number;
export function htmlScripts(html: string): string[];
export function staticClosure(manifest: Record<string, { file: string; imports?: string[] }>, key: string, out?: Set<string>): Set<string>;
export function measure(dist: string): { kib: number; perLanguage: { lng: string; files: string[]; kib: number }[] };

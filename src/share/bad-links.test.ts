// The corpus of bad share links and scenario files (src/share/bad-links/, written by scripts/bad-links.ts), and
// the runner's corpus of refused files (src/scenario/bad-inputs/) opened as the app opens them. Each must give
// the error code its name carries (`NNN-<code>[@<action>]--<what>`), a clear message in English and in French,
// and leave the app usable: a refused link an empty sandbox, a refused file the board as it was.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance, type i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../i18n/resources';
import { useStacklab } from '../store/game-store';
import { EMPTY_SETUP, openFileBytes, openLink, type OpenResult } from '../store/open-shared';
import { refusalMessage } from '../ui/common/refusal-message';
import { linkPayload } from './link-codec';
import { FILE_LIMIT } from './limits';

const NAME = /^\d{3}-(\w+)(?:@(\d+))?--[\w.-]+\.(txt|json)$/;
const ours = join(import.meta.dirname, 'bad-links');
const runners = join(import.meta.dirname, '..', 'scenario', 'bad-inputs');
const links = readdirSync(ours).filter((f) => f.endsWith('.txt'));
const files = readdirSync(ours).filter((f) => f.endsWith('.json'));
const runnerFiles = readdirSync(runners).filter((f) => f.endsWith('.json'));
const store = () => useStacklab.getState();

const languages: Record<string, I18n> = {};
beforeAll(async () => {
  for (const lng of ['en', 'fr']) {
    const i18n = createInstance();
    await i18n.init({ resources, lng, fallbackLng: false, ns: ['common', 'errors', 'share'], interpolation: { escapeValue: false } });
    languages[lng] = i18n;
  }
});

function expectRefused(result: OpenResult, file: string) {
  const [, code, action] = NAME.exec(file)!;
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect({ code: result.error, action: result.action }).toEqual({ code: `errors.${code}`, action: action === undefined ? null : Number(action) });
  for (const i18n of Object.values(languages)) {
    const text = refusalMessage(i18n.t, i18n, { code: result.error, params: result.params, action: result.action, actionType: result.actionType });
    expect(text).not.toMatch(/\{\{|errors[.:]|^$/);
    // Input is quoted only up to a short length.
    expect(text.length).toBeLessThan(600);
  }
}

describe('bad share links and scenario files', () => {
  it('has at least 50 items, each named with the code it must give', () => {
    expect(links.length + files.length).toBeGreaterThanOrEqual(50);
    for (const f of [...links, ...files]) expect(f).toMatch(NAME);
  });

  it.each(links)('link %s: refused, an empty sandbox left', async (file) => {
    store().openSandbox('wrath');
    const payload = linkPayload(readFileSync(join(ours, file), 'utf8'));
    expect(payload).not.toBeNull();
    expectRefused(await openLink(payload!), file);
    expect(store().mode).toBe('sandbox');
    expect(store().setup).toEqual(EMPTY_SETUP);
    expect(store().past).toHaveLength(0);
    // Usable: the empty board still plays.
    expect(store().dispatch({ type: 'pass' })).toBe(true);
  });

  it.each([...files.map((f) => [ours, f]), ...runnerFiles.map((f) => [runners, f])])('file %s/%s: refused, the board as it was', (dir, file) => {
    store().openSandbox('combat');
    const before = store().state;
    expectRefused(openFileBytes(new Uint8Array(readFileSync(join(dir, file)))), file);
    expect(store().state).toBe(before);
    expect(store().sandboxBoard).toBe('combat');
  });

  it('refuses a file over the size limit before reading it', () => {
    const result = openFileBytes(new Uint8Array(FILE_LIMIT + 1));
    expect(result).toMatchObject({ ok: false, error: 'errors.fileTooBig' });
  });
});

import { describe, expect, it } from 'vitest';
import { sandboxSetup } from '../lessons/sandbox';
import { decodeLink, encodeLink, linkPayload } from './link-codec';
import { DECOMPRESSED_LIMIT, LINK_LIMIT } from './limits';

const actions = [{ type: 'cast' as const, player: 'alice', card: 'wrath' }, { type: 'resolve' as const }];

describe('share links', () => {
  it('round trip: a scenario made into a link reads back the same, without title', async () => {
    const payload = await encodeLink({ setup: sandboxSetup, actions });
    expect(payload).toMatch(/^[A-Za-z0-9_-]+$/);
    const read = await decodeLink(payload);
    expect(read).toEqual({ ok: true, scenario: { format: 'stacklab-scenario/1', setup: sandboxSetup, actions } });
  });

  it('refuses a link longer than the cap before decompressing it', async () => {
    expect(await decodeLink('A'.repeat(LINK_LIMIT + 1))).toMatchObject({ ok: false, error: 'errors.linkTooLong' });
  });

  it('stops decompressing at the cap (a zip bomb)', async () => {
    const bomb = new TextEncoder().encode(`{"format":"stacklab-scenario/1","title":"${' '.repeat(DECOMPRESSED_LIMIT * 4)}"}`);
    const stream = new Blob([bomb]).stream().pipeThrough(new CompressionStream('deflate-raw'));
    const compressed = new Uint8Array(await new Response(stream).arrayBuffer());
    const payload = Buffer.from(compressed).toString('base64url');
    expect(payload.length).toBeLessThan(LINK_LIMIT);
    expect(await decodeLink(payload)).toMatchObject({ ok: false, error: 'errors.linkTooBig' });
  });

  it('reads the payload of #s= only', () => {
    expect(linkPayload('#s=abc')).toBe('abc');
    expect(linkPayload('#x=abc')).toBeNull();
    expect(linkPayload('')).toBeNull();
  });
});

// Share links: a scenario as `#s=<payload>`, the payload being the scenario's JSON compressed with the
// platform's DEFLATE (`CompressionStream('deflate-raw')`, no codec of our own) and written in base64url.
// Reading one treats it as hostile: its length is capped before anything is decompressed, decompression stops
// at DECOMPRESSED_LIMIT bytes, and what comes out goes through the runner's validation.
import type { CardPool } from '../engine';
import type { Scenario } from '../scenario/schema';
import { scenarioFromBytes } from './json-text';
import { DECOMPRESSED_LIMIT, LINK_LIMIT } from './limits';
import { refuse, type ShareRefusal } from './refusal';

export const LINK_PREFIX = '#s=';

/** What a link keeps: ids only (no title or description: nothing in a language), in the runner's format. */
export function linkScenario(scenario: Pick<Scenario, 'setup' | 'actions'>): Scenario {
  return { format: 'stacklab-scenario/1', setup: scenario.setup, actions: scenario.actions };
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Null when the text isn't base64url (the alphabet, no padding, a length that can end a group). */
function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  let binary: string;
  try {
    binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function collect(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | 'tooBig'> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Stop at the cap: the rest is never inflated.
      await reader.cancel().catch(() => undefined);
      return 'tooBig';
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

const streamOf = (bytes: Uint8Array): ReadableStream<BufferSource> =>
  new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes as Uint8Array<ArrayBuffer>);
      controller.close();
    },
  });

/** The payload of a link (what follows `#s=`) for this scenario. */
export async function encodeLink(scenario: Pick<Scenario, 'setup' | 'actions'>): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(linkScenario(scenario)));
  const compressed = await collect(streamOf(json).pipeThrough(new CompressionStream('deflate-raw')), Number.MAX_SAFE_INTEGER);
  return toBase64Url(compressed as Uint8Array);
}

/** Reads a link's payload: the scenario, or why it was refused (never throws). */
export async function decodeLink(payload: string, cards?: CardPool): Promise<{ ok: true; scenario: Scenario } | ShareRefusal> {
  if (payload.length > LINK_LIMIT) return refuse('linkTooLong', { limit: LINK_LIMIT });
  if (payload.length === 0) return refuse('linkEmpty');
  const bytes = fromBase64Url(payload);
  if (bytes === null) return refuse('linkNotBase64');
  let json: Uint8Array | 'tooBig';
  try {
    json = await collect(streamOf(bytes).pipeThrough(new DecompressionStream('deflate-raw')), DECOMPRESSED_LIMIT);
  } catch {
    return refuse('linkCorrupt');
  }
  if (json === 'tooBig') return refuse('linkTooBig', { limit: DECOMPRESSED_LIMIT });
  return scenarioFromBytes(json, cards);
}

/** The payload of an address's fragment (`#s=…`), or null when the fragment holds no share link. */
export function linkPayload(hash: string): string | null {
  return hash.startsWith(LINK_PREFIX) ? hash.slice(LINK_PREFIX.length) : null;
}

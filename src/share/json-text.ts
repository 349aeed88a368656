// Untrusted bytes to a scenario: UTF-8 checked strictly, nesting measured before JSON.parse builds anything,
// then the runner's own validation (`parseScenarioText`: JSON, shape, names, limits).
import type { CardPool } from '../engine';
import { parseScenarioText, type Scenario } from '../scenario/schema';
import { DEPTH_LIMIT } from './limits';
import { refuse, type ShareRefusal } from './refusal';

/** The deepest nesting of arrays and objects in JSON text (brackets inside strings don't count). */
export function nesting(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return deepest;
}

/** Decodes UTF-8 strictly: null when the bytes aren't UTF-8. A byte order mark is kept (JSON refuses it). */
export function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Reads scenario text: nesting first, then exactly what the runner checks. */
export function scenarioFromText(text: string, cards?: CardPool): { ok: true; scenario: Scenario } | ShareRefusal {
  if (nesting(text) > DEPTH_LIMIT) return refuse('tooDeep', { limit: DEPTH_LIMIT });
  return parseScenarioText(text, cards);
}

/** Reads scenario bytes (a file, a decompressed link). */
export function scenarioFromBytes(bytes: Uint8Array, cards?: CardPool): { ok: true; scenario: Scenario } | ShareRefusal {
  const text = utf8(bytes);
  if (text === null) return refuse('notUtf8');
  return scenarioFromText(text, cards);
}

// Opening a board that came from outside — a share link, a scenario file — in the sandbox. All or nothing:
// a refused link leaves an empty sandbox (a board with just the players), a refused file leaves the board
// as it was; either way the refusal says why, and which action when it is an action.
import type { Setup } from '../engine';
import type { Scenario } from '../scenario/schema';
import { scenarioFromBytes } from '../share/json-text';
import { decodeLink } from '../share/link-codec';
import { FILE_LIMIT } from '../share/limits';
import { refuse, type ShareRefusal } from '../share/refusal';
import { useStacklab } from './game-store';

/** The sandbox left after a refused link: the two usual players and nothing else. */
export const EMPTY_SETUP: Setup = { players: ['alice', 'bob'], cards: [] };

export type OpenResult = { ok: true } | (ShareRefusal & { actionType?: string });

/** Opens a validated scenario: the engine plays it all or nothing. */
export function openParsed(scenario: Scenario): OpenResult {
  const opened = useStacklab.getState().openScenario(scenario.setup, scenario.actions);
  if (opened.ok) return opened;
  const { code, params, action } = opened.refusal;
  const type = action === null ? undefined : scenario.actions[action]?.type;
  return { ok: false, error: code, ...(params ? { params } : {}), action, ...(type ? { actionType: type } : {}) };
}

/** Adds the refused action's type to a validation refusal (`errors.invalidScenario` at actions[3] …). */
function withActionType(refusal: ShareRefusal, raw: () => unknown): OpenResult {
  if (refusal.action === null) return refusal;
  try {
    const action = (raw() as { actions?: { type?: unknown }[] }).actions?.[refusal.action];
    return typeof action?.type === 'string' ? { ...refusal, actionType: action.type.slice(0, 40) } : refusal;
  } catch {
    return refusal;
  }
}

/** A share link's payload: on any fault, an empty sandbox and the refusal. */
export async function openLink(payload: string): Promise<OpenResult> {
  const read = await decodeLink(payload);
  const opened = read.ok ? openParsed(read.scenario) : read;
  if (!opened.ok) useStacklab.getState().openScenario(EMPTY_SETUP);
  return opened;
}

/** A scenario file's bytes: on any fault, the board stays as it was. */
export function openFileBytes(bytes: Uint8Array): OpenResult {
  if (bytes.byteLength > FILE_LIMIT) return refuse('fileTooBig', { limit: FILE_LIMIT });
  const read = scenarioFromBytes(bytes);
  if (!read.ok) return withActionType(read, () => JSON.parse(new TextDecoder().decode(bytes)));
  return openParsed(read.scenario);
}

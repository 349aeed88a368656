// The corpus of hostile and impossible inputs (src/scenario/bad-inputs/): each file goes through exactly what the
// command line does (cliMain: parse, check, set up, run) and must give the error code its name carries:
// `NNN-<code>[@<action>]--<what>.json` (the code without `errors.`; `@N` the index of the failing action).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliMain } from './cli-main';

const dir = join(__dirname, 'bad-inputs');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const NAME = /^\d{3}-(\w+)(?:@(\d+))?--[\w.-]+\.json$/;

describe('bad inputs corpus', () => {
  it('has at least 150 files, each named with the code it must produce', () => {
    expect(files.length).toBeGreaterThanOrEqual(150);
    for (const f of files) expect(f).toMatch(NAME);
  });

  it.each(files)('%s', (file) => {
    const [, code, action] = NAME.exec(file)!;
    const answer = cliMain([file], { readFile: (f) => readFileSync(join(dir, f), 'utf8') });
    expect(answer.exitCode).toBe(1);
    // Input is quoted only up to a short length: the answer stays small whatever the file holds.
    expect(answer.stdout.length).toBeLessThan(2_000);
    const out = JSON.parse(answer.stdout) as { error: string; action: number | null; code: string };
    expect(out).toMatchObject({ code: `errors.${code}`, action: action === undefined ? null : Number(action) });
    // A clear message: the English text of the code, never the bare code or an unfilled placeholder.
    expect(out.error).not.toMatch(/\{\{|^errors\./);
  });
});

// A few messages in full: they name what the judge wrote (a label, not the object id behind it) and say why.
const messageOf = (file: string) => (JSON.parse(cliMain([file], { readFile: (f) => readFileSync(join(dir, f), 'utf8') }).stdout) as { error: string }).error;

describe('bad inputs corpus: messages', () => {
  it.each([
    ['193-illegalTarget@0--bolt-on-shroud.json', 'Action 0 (cast): “cd” isn\'t a legal target here: it has shroud (CR 702.18a).'],
    ['194-illegalTarget@0--equip-opponents-creature.json', 'Action 0 (activate): “gb” isn\'t a legal target here: alice doesn\'t control it.'],
    ['195-illegalTarget@2--chupacabra-own-creature.json', 'Action 2 (choose): “mine” isn\'t a legal target here: it isn\'t controlled by an opponent of alice.'],
    [
      '197-ambiguousOrderLabel@1--two-triggers-of-one-blood-artist.json',
      'Action 1 (choose): The label “ba” names several of the waiting triggers (t6, t7), so it can\'t tell them apart: give their trigger ids instead, as listed in pending.options.',
    ],
    [
      '198-attackTargetNeeded@0--three-players-attacker-without-target.json',
      'Action 0 (attack): There are several opponents, so each attacker needs a “target” naming the opponent it attacks (bob, carol); it is missing for “gb”.',
    ],
    // Any field missing or not allowed, in any action or in the setup: said in words, not in the validator's.
    ['050-invalidScenario@0--cast-no-player.json', 'The scenario is malformed at actions[0].player: the required field “player” is missing.'],
    ['059-invalidScenario@0--extra-action-field.json', 'The scenario is malformed at actions[0].player: “player” isn\'t a field here (the fields are: type).'],
    [
      '032-invalidScenario--unknown-card-field.json',
      'The scenario is malformed at setup.cards[0].power: “power” isn\'t a field here (the fields are: card, zone, owner, label, controller, tapped, counters, attachedTo, sick, damage, chosenName, copyOf).',
    ],
  ])('%s', (file, message) => {
    expect(messageOf(file)).toBe(message);
  });
});

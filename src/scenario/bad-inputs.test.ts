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

const PHASED = "a phased-out permanent is treated as though it doesn't exist (CR 702.26b), so this action can't use it until it phases in.";

describe('bad inputs corpus: messages', () => {
  it.each([
    ['193-illegalTarget@0--bolt-on-shroud.json', 'Action 0 (cast): “cd” isn\'t a legal target here: it has shroud (CR 702.18a).'],
    ['194-illegalTarget@0--equip-opponents-creature.json', 'Action 0 (activate): “gb” isn\'t a legal target here: alice doesn\'t control it.'],
    ['229-cardNotFound@0--counters-on-a-card-in-a-graveyard.json', 'Action 0 (counters): “gb” is a card in bob\'s graveyard, not a permanent on the battlefield, where this action looks for it.'],
    ['230-illegalTarget@0--verity-circle-taps-a-flyer.json', 'Action 0 (activate): “angel” isn\'t a legal target here: it has flying (CR 702.9), and the target must be a creature without flying.'],
    ['195-illegalTarget@2--chupacabra-own-creature.json', 'Action 2 (choose): “mine” isn\'t a legal target here: it isn\'t controlled by an opponent of alice.'],
    [
      '197-ambiguousOrderLabel@1--two-triggers-of-one-blood-artist.json',
      'Action 1 (choose): The label “ba” names several of the waiting triggers (t6, t7), so it can\'t tell them apart: give their trigger ids instead, as listed in pending.options.',
    ],
    [
      '198-attackTargetNeeded@0--three-players-attacker-without-target.json',
      'Action 0 (attack): There are several opponents, so each attacker needs a “target” naming the opponent it attacks (bob, carol); it is missing for “gb”.',
    ],
    // Combat refusals say what is true of this turn's combat, and name creatures by label.
    [
      '199-notBeforeCombat@0--attack-from-main2.json',
      'Action 0 (attack): This turn\'s combat is over (the game is at “main2”, after combat): attackers can be declared only in a later turn\'s combat (CR 508.1). The attack action works only from a step before this turn\'s combat, upkeep to beginning of combat.',
    ],
    [
      '201-notBeforeCombat@1--attack-twice.json',
      'Action 1 (attack): This turn\'s combat has already begun (the game is at “declareAttackers”): attackers are declared once, as the declare attackers step begins (CR 508.1). The attack action works only from a step before this turn\'s combat, upkeep to beginning of combat.',
    ],
    [
      '202-gameOver@0--attack-from-upkeep-empty-library.json',
      'Action 0 (attack): The game ended before the creatures could be declared: at “draw”, a had to draw from an empty library and lost (CR 704.5b), so b won. The action is refused and the game left as it was.',
    ],
    [
      '211-gameOver@0--attack-felidar-wins-on-the-way.json',
      'Action 0 (attack): The game ended before the creatures could be declared: at “upkeep”, an effect made alice win the game (CR 104.2b). The action is refused and the game left as it was.',
    ],
    [
      '203-notDefending@1--block-with-attackers-own-creature.json',
      'Action 1 (block): “g2” can\'t block “gb”: its controller, a, is the attacking player, and only a defending player\'s creatures block, each a creature attacking that player (CR 509.1a).',
    ],
    ['204-notDefending@1--block-attacker-at-other-player.json', 'Action 1 (block): “bb” can\'t block “g2”: “g2” attacks c, and a creature can block only a creature attacking its controller, b (CR 509.1a).'],
    ['226-cannotEnterBattlefield--setup-sorcery-on-battlefield.json', 'Setup card 0 (wrath-of-god) can\'t be on the battlefield: it is an instant or sorcery card, and such a card is never a permanent (CR 400.4a).'],
    ['225-cannotBlock@1--ground-creature-blocks-flyer.json', 'Action 1 (block): “gb” can\'t block “flyer”, which has flying: only a creature with flying or reach can block it (CR 702.9b).'],
    ['205-alreadyTapped@1--block-with-tapped.json', 'Action 1 (block): “bb” is tapped, and a tapped creature can\'t block (CR 509.1a).'],
    ['210-alreadyTapped@0--attack-with-tapped.json', 'Action 0 (attack): “gb” is tapped, and a tapped creature can\'t attack (CR 508.1a).'],
    ['206-alreadyLost@1--left-player-casts.json', 'Action 1 (cast): b has left the game (CR 800.4a): a player who has lost takes no more actions.'],
    // A phased-out permanent is refused as absent, and the message says why (CR 702.26b).
    ['207-cardNotFound@1--bolt-on-phased-out.json', `Action 1 (cast): “gb” is phased out: ${PHASED}`],
    ['208-cardNotFound@2--bounce-phased-out.json', `Action 2 (bounce): “ef” is phased out: ${PHASED}`],
    ['209-cardNotFound@1--damage-to-phased-out.json', `Action 1 (damage): “gb” is phased out: ${PHASED}`],
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

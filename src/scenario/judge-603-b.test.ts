// Judge rulings for CR 603 (triggered abilities), part 2: controllers, the two parts of 603.3b, looking back, linked and reflexive abilities.
// Each is played as a scenario through the runner, as the acceptance suite does. Each test names the rule(s) it checks.
import { describe, expect, it } from 'vitest';
import { bf, events, gy, hand, labels, lib, life, onBattlefield, run, triggers } from '../test/scenarios';

describe('judge 603: triggered abilities (controller, two parts, looking back, linked and reflexive)', () => {
  it('CR 603.3a, 603.10a: Blood Artist dying under the control of a player who gained control of it: that player controls the trigger', () => {
    const out = run([bf('blood-artist', 'alice', 'ba')], [{ type: 'control', card: 'ba', player: 'bob' }, { type: 'destroy', cards: ['ba'] }, { type: 'choose', player: 'bob', answer: 'alice' }, { type: 'resolve' }]);
    expect(triggers(out, 'ba')).toMatchObject([{ player: 'bob' }]);
    expect(life(out, 'alice')).toBe(19);
    expect(life(out, 'bob')).toBe(21);
  });

  // ---- 603.4 ----
  it('CR 603.4: Verity Circle\'s "if it isn\'t being declared as an attacker": an attacking creature becoming tapped does not trigger it', () => {
    const out = run([bf('verity-circle', 'bob', 'v'), bf('grizzly-bears', 'alice', 'g'), lib('plains', 'bob')], [{ type: 'attack', attackers: [{ card: 'g', target: 'bob' }] }]);
    expect(triggers(out, 'v')).toHaveLength(0);
    expect(events(out, 'notTriggered')).toMatchObject([{ reason: 'interveningIf', rule: '603.4' }]);
  });

  // ---- 603.6e, 603.10a ----
  it('CR 603.10a, 603.6e: Fool\'s Demise: the enchanted creature dies and the Aura goes to the graveyard; both abilities trigger; the creature returns under the Aura\'s controller', () => {
    const out = run([bf('fools-demise', 'alice', 'fd', { attachedTo: 'g' }), bf('grizzly-bears', 'bob', 'g')], [{ type: 'destroy', cards: ['g'] }, { type: 'auto' }, { type: 'resolve' }, { type: 'resolve' }]);
    expect(triggers(out, 'fd')).toHaveLength(2);
    expect(out.battlefield.find((c) => c.label === 'g')).toMatchObject({ owner: 'bob', controller: 'alice' });
    expect(labels(out.hand.alice)).toEqual(['fd']);
  });

  it('CR 603.10a, 603.7: Gift of Immortality returns the creature, then returns itself attached to it at the next end step', () => {
    const out = run([bf('gift-of-immortality', 'alice', 'gi', { attachedTo: 'g' }), bf('grizzly-bears', 'alice', 'g')], [{ type: 'destroy', cards: ['g'] }, { type: 'resolve' }, { type: 'advance', to: 'end' }, { type: 'resolve' }]);
    expect(out.battlefield.find((c) => c.label === 'gi')?.attachedTo).toBe('g');
    expect(events(out, 'delayedTriggerCreated')).toHaveLength(1);
  });

  // ---- 603.3b two parts ----
  it('CR 603.3b: Strict Proctor\'s trigger goes on the stack after the ETB trigger it counters, so it resolves first; not paying counters it', () => {
    const out = run([bf('strict-proctor', 'bob', 'sp'), hand('ravenous-chupacabra', 'alice', 'rc'), bf('grizzly-bears', 'bob', 'g')], [
      { type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'g' },
    ]);
    expect(out.stack.map((s) => s.source)).toEqual(['strict-proctor', 'ravenous-chupacabra']);
    const declined = run([bf('strict-proctor', 'bob', 'sp'), hand('ravenous-chupacabra', 'alice', 'rc'), bf('grizzly-bears', 'bob', 'g')], [
      { type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'g' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: false },
    ]);
    expect(declined.stack).toEqual([]);
    expect(onBattlefield(declined)).toContain('g');
    expect(events(declined, 'countered')).toHaveLength(1);
  });

  it('CR 603.3b, 603.5: Strict Proctor: paying {2} lets the ETB trigger resolve', () => {
    const out = run([bf('strict-proctor', 'bob', 'sp'), hand('ravenous-chupacabra', 'alice', 'rc'), bf('grizzly-bears', 'bob', 'g')], [
      { type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'g' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: true }, { type: 'resolve' },
    ]);
    expect(labels(out.graveyard.bob)).toEqual(['g']);
  });

  it('CR 603.3b, 603.2d: with Panharmonicon, Strict Proctor triggers once for each of the two Chupacabra triggers', () => {
    const out = run([bf('strict-proctor', 'bob', 'sp'), bf('panharmonicon', 'alice', 'p'), hand('ravenous-chupacabra', 'alice', 'rc'), bf('grizzly-bears', 'bob', 'g')], [
      { type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' },
    ]);
    expect(triggers(out, 'sp')).toHaveLength(2);
    expect(triggers(out, 'rc')).toHaveLength(2);
  });

  it('CR 603.3b, 603.6a: Strict Proctor entering triggers Soul\'s Attendant, and sees that trigger (the Proctor is on the battlefield after the event)', () => {
    const out = run([bf('souls-attendant', 'alice', 'sa'), gy('strict-proctor', 'bob', 'sp')], [{ type: 'move', card: 'sp', to: 'battlefield' }]);
    expect(out.stack.map((s) => s.source)).toEqual(['strict-proctor', 'souls-attendant']);
  });

  it('CR 603.3b: a "dies" trigger does not trigger Strict Proctor', () => {
    const out = run([bf('strict-proctor', 'bob', 'sp'), bf('blood-artist', 'alice', 'ba'), bf('grizzly-bears', 'bob', 'g')], [{ type: 'destroy', cards: ['g'] }, { type: 'auto' }]);
    expect(triggers(out, 'sp')).toHaveLength(0);
  });

  // ---- 603.10 looking back ----
  it('CR 603.10a: Blood Artist does not trigger when a creature is bounced (it did not die)', () => {
    const out = run([bf('blood-artist', 'alice', 'ba'), bf('grizzly-bears', 'bob', 'g')], [{ type: 'bounce', cards: ['g', 'ba'] }]);
    expect(triggers(out)).toHaveLength(0);
  });

  it('CR 603.10a: Erebos\'s Titan in the graveyard sees a creature card leave an opponent\'s graveyard, not its controller\'s own', () => {
    const theirs = run([gy('ereboss-titan', 'alice', 'et'), gy('grizzly-bears', 'bob', 'gb'), hand('plains', 'alice', 'p')], [{ type: 'exile', cards: ['gb'] }]);
    expect(triggers(theirs, 'et')).toMatchObject([{ rule: '603.10a', reason: 'lookBack' }]);
    const mine = run([gy('ereboss-titan', 'alice', 'et'), gy('grizzly-bears', 'alice', 'gb'), hand('plains', 'alice', 'p')], [{ type: 'exile', cards: ['gb'] }]);
    expect(triggers(mine, 'et')).toHaveLength(0);
  });

  it('CR 603.10a, 603.5: Erebos\'s Titan: discarding a card returns it from the graveyard to its owner\'s hand', () => {
    const out = run([gy('ereboss-titan', 'alice', 'et'), gy('grizzly-bears', 'bob', 'gb'), hand('plains', 'alice', 'p')], [
      { type: 'exile', cards: ['gb'] }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'p' },
    ]);
    expect(labels(out.hand.alice)).toEqual(['et']);
    expect(labels(out.graveyard.alice)).toEqual(['p']);
  });

  it('CR 603.10b: Ertai\'s Familiar phasing out triggers its "phases out or leaves the battlefield" ability (mill three)', () => {
    const out = run([bf('ertais-familiar', 'alice', 'ef'), lib('plains', 'alice'), lib('plains', 'alice'), lib('plains', 'alice'), lib('plains', 'alice')], [{ type: 'phase', cards: ['ef'] }, { type: 'resolve' }]);
    expect(triggers(out, 'ef')).toMatchObject([{ rule: '603.10b' }]);
    expect(out.graveyard.alice).toHaveLength(3);
    expect(out.library.alice).toHaveLength(1);
  });

  it('CR 603.10c: Grafted Wargear destroyed: it becomes unattached, and its trigger sacrifices the creature it was attached to', () => {
    const out = run([bf('grafted-wargear', 'alice', 'w', { attachedTo: 'g' }), bf('grizzly-bears', 'alice', 'g')], [{ type: 'destroy', cards: ['w'] }, { type: 'resolve' }]);
    expect(triggers(out, 'w')).toMatchObject([{ rule: '603.10c' }]);
    expect(labels(out.graveyard.alice).sort()).toEqual(['g', 'w']);
  });

  it('CR 603.10c: Grafted Wargear moved to another creature (equip) sacrifices the first one', () => {
    const out = run([bf('grafted-wargear', 'alice', 'w', { attachedTo: 'g1' }), bf('grizzly-bears', 'alice', 'g1'), bf('grizzly-bears', 'alice', 'g2')], [
      { type: 'activate', player: 'alice', card: 'w', ability: 0, targets: ['g2'] }, { type: 'resolve' }, { type: 'resolve' },
    ]);
    expect(labels(out.graveyard.alice)).toEqual(['g1']);
    expect(out.battlefield.find((c) => c.label === 'w')?.attachedTo).toBe('g2');
  });

  it('CR 603.10d: Duplicity: the player who lost control controls the trigger; the cards exiled with it go to the graveyard', () => {
    const libs = ['l1', 'l2', 'l3', 'l4', 'l5', 'l6'].map((l) => lib('plains', 'alice', l));
    const out = run([hand('duplicity', 'alice', 'd'), ...libs], [
      { type: 'cast', player: 'alice', card: 'd' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'control', card: 'd', player: 'bob' }, { type: 'resolve' },
    ]);
    expect(triggers(out, 'd').at(-1)).toMatchObject({ rule: '603.10d', player: 'alice' });
    expect(labels(out.graveyard.alice)).toEqual(['l1', 'l2', 'l3', 'l4', 'l5']);
    expect(out.exile.alice).toEqual([]);
  });

  it('CR 603.10e: Multani\'s Presence draws when its controller\'s spell is countered, not when an opponent\'s spell is', () => {
    const mine = run([bf('multanis-presence', 'alice', 'mp'), hand('lightning-bolt', 'alice', 'lb'), hand('counterspell', 'bob', 'cs'), lib('plains', 'alice', 'p1')], [
      { type: 'cast', player: 'alice', card: 'lb', targets: ['bob'] }, { type: 'pass' }, { type: 'cast', player: 'bob', card: 'cs', targets: ['lb'] }, { type: 'resolve' }, { type: 'resolve' },
    ]);
    expect(triggers(mine, 'mp')).toMatchObject([{ rule: '603.10e' }]);
    expect(labels(mine.hand.alice)).toEqual(['p1']);
    expect(life(mine, 'bob')).toBe(20);
    const theirs = run([bf('multanis-presence', 'alice', 'mp'), hand('lightning-bolt', 'bob', 'lb'), hand('counterspell', 'alice', 'cs'), lib('plains', 'alice', 'p1')], [
      { type: 'pass' }, { type: 'cast', player: 'bob', card: 'lb', targets: ['alice'] }, { type: 'pass' }, { type: 'cast', player: 'alice', card: 'cs', targets: ['lb'] }, { type: 'resolve' },
    ]);
    expect(events(theirs, 'countered')).toHaveLength(1);
    expect(triggers(theirs, 'mp')).toHaveLength(0);
  });

  it('CR 603.10e, 603.3b: Strict Proctor countering an ability is not "a spell you\'ve cast is countered"', () => {
    const out = run([bf('multanis-presence', 'alice', 'mp'), bf('strict-proctor', 'bob', 'sp'), hand('ravenous-chupacabra', 'alice', 'rc'), bf('grizzly-bears', 'bob', 'g'), lib('plains', 'alice')], [
      { type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'g' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: false },
    ]);
    expect(events(out, 'countered')).toHaveLength(1);
    expect(triggers(out, 'mp')).toHaveLength(0);
  });

  // ---- 603.11 ----
  it('CR 603.11: Primitive Etchings reveals only the first card drawn each turn; a creature card triggers the linked ability, a land does not', () => {
    const creature = run([bf('primitive-etchings', 'alice', 'pe'), lib('grizzly-bears', 'alice', 'g1'), lib('grizzly-bears', 'alice', 'g2'), lib('plains', 'alice', 'p')], [
      { type: 'draw', player: 'alice', count: 1 }, { type: 'resolve' }, { type: 'draw', player: 'alice', count: 1 },
    ]);
    expect(events(creature, 'revealed').map((e) => e.label)).toEqual(['g1']);
    expect(triggers(creature, 'pe')).toHaveLength(1);
    expect(labels(creature.hand.alice)).toEqual(['g1', 'g2', 'p']);
    const land = run([bf('primitive-etchings', 'alice', 'pe'), lib('plains', 'alice', 'p'), lib('grizzly-bears', 'alice', 'g1')], [
      { type: 'draw', player: 'alice', count: 1 }, { type: 'draw', player: 'alice', count: 1 },
    ]);
    expect(events(land, 'revealed').map((e) => e.label)).toEqual(['p']);
    expect(triggers(land, 'pe')).toHaveLength(0);
  });

  it('CR 603.11: Primitive Etchings entering after the first draw of the turn reveals nothing that turn', () => {
    const out = run([hand('primitive-etchings', 'alice', 'pe'), lib('plains', 'alice', 'p'), lib('grizzly-bears', 'alice', 'g1')], [
      { type: 'draw', player: 'alice', count: 1 }, { type: 'cast', player: 'alice', card: 'pe' }, { type: 'resolve' }, { type: 'draw', player: 'alice', count: 1 },
    ]);
    expect(events(out, 'revealed')).toHaveLength(0);
  });

  // ---- 603.12 ----
  it('CR 603.12: Heart-Piercer Manticore: sacrificing a creature creates a reflexive trigger dealing damage equal to its power', () => {
    const out = run([hand('heart-piercer-manticore', 'alice', 'hm'), bf('grizzly-bears', 'alice', 'g')], [
      { type: 'cast', player: 'alice', card: 'hm' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'g' }, { type: 'choose', player: 'alice', answer: 'bob' }, { type: 'resolve' },
    ]);
    expect(triggers(out, 'hm').at(-1)).toMatchObject({ reason: 'reflexive', rule: '603.12' });
    expect(life(out, 'bob')).toBe(18);
  });

  it('CR 603.12: Heart-Piercer Manticore: declining to sacrifice creates no reflexive trigger', () => {
    const out = run([hand('heart-piercer-manticore', 'alice', 'hm'), bf('grizzly-bears', 'alice', 'g')], [
      { type: 'cast', player: 'alice', card: 'hm' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: false },
    ]);
    expect(triggers(out, 'hm')).toHaveLength(1);
    expect(onBattlefield(out)).toContain('g');
  });

  it('CR 603.12, 603.3b: the reflexive trigger and Blood Artist\'s trigger for the sacrificed creature are put on the stack together, in the order its controller chooses', () => {
    const out = run([hand('heart-piercer-manticore', 'alice', 'hm'), bf('grizzly-bears', 'alice', 'g'), bf('blood-artist', 'alice', 'ba')], [
      { type: 'cast', player: 'alice', card: 'hm' }, { type: 'resolve' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'g' },
    ]);
    expect(out.pending).toMatchObject({ kind: 'order', player: 'alice' });
    expect((out.pending as { options: { source: string }[] }).options.map((o) => o.source).sort()).toEqual(['blood-artist', 'heart-piercer-manticore']);
  });

  // ---- 603.7 delayed triggers ----
});

import { describe, expect, it } from 'vitest';
import { WhyGame, codes } from '../../test/why-game';

const library = [1, 2, 3, 4, 5, 6].map((i) => ({ card: 'island', zone: 'library' as const, owner: 'alice' as const, label: `lib${i}` }));

describe('why: the answer cites the rule its log line cites (CR 603.6b, 603.10a–c, 113.6)', () => {
  it('CR 603.6b: Ravenous Chupacabra entering under Humility never has its enters ability, as the log says (not 613.1f)', () => {
    const game = new WhyGame({
      cards: [
        { card: 'ravenous-chupacabra', zone: 'hand', owner: 'alice', label: 'chupa' },
        { card: 'humility', zone: 'battlefield', owner: 'bob', label: 'hum' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bears' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'chupa' }, { type: 'resolve' });
    const line = game.lineOf('notTriggered', 'ravenous-chupacabra');
    expect(game.log[line]!.rule).toBe('603.6b');
    expect(codes(game.whyLine(line))).toEqual(['lostAbilities@603.6b']);
    expect(codes(game.why('chupa'))).toEqual(['lostAbilities@603.6b']);
  });

  it('CR 603.10a: Blood Artist destroyed together with Humility had no abilities just before: only lostAbilities, nothing about Humility\'s type', () => {
    const game = new WhyGame({
      cards: [
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'artist' },
        { card: 'humility', zone: 'battlefield', owner: 'bob', label: 'hum' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bears' },
        { card: 'akromas-vengeance', zone: 'hand', owner: 'alice', label: 'av' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'av' }, { type: 'resolve' });
    expect(codes(game.why('artist'))).toEqual(['lostAbilities@603.10a', 'lostAbilities@603.10a']);
    const line = game.lineOf('destroyed', 'humility');
    expect(codes(game.whyLine(line))).toEqual(['lostAbilities@603.10a', 'lostAbilities@603.10a']);
  });

  it('CR 603.10b: Ertai\'s Familiar phasing out looks back by the phasing rule, not 603.10a', () => {
    const game = new WhyGame({ cards: [{ card: 'ertais-familiar', zone: 'battlefield', owner: 'alice', label: 'ef' }, ...library] }).do({ type: 'phase', cards: ['ef'] });
    expect(codes(game.why('ef'))).toEqual(['lookedBack@603.10b']);
    expect(codes(game.whyLine(game.lineOf('triggered', 'ertais-familiar')))).toEqual(['lookedBack@603.10b']);
  });

  it('CR 603.10c: Grafted Wargear destroyed looks back by the becoming-unattached rule', () => {
    const game = new WhyGame({
      cards: [
        { card: 'grafted-wargear', zone: 'battlefield', owner: 'alice', label: 'gw', attachedTo: 'b1' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'b1' },
      ],
    }).do({ type: 'destroy', cards: ['gw'] });
    expect(codes(game.why('gw'))).toEqual(['lookedBack@603.10c']);
  });

  it('CR 113.6: Erebos\'s Titan triggers from the graveyard, where its ability works: it never left the battlefield', () => {
    const game = new WhyGame({
      cards: [
        { card: 'ereboss-titan', zone: 'graveyard', owner: 'alice', label: 'titan' },
        { card: 'grizzly-bears', zone: 'graveyard', owner: 'bob', label: 'gb' },
      ],
    }).do({ type: 'exile', cards: ['gb'] });
    const answer = game.why('titan');
    expect(answer.triggered).toBe(true);
    expect(codes(answer)).toEqual(['triggered@113.6']);
  });
});

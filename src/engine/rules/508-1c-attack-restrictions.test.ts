import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

const on = (card: string, owner: string, label?: string, extra: object = {}) => ({ card, zone: 'battlefield' as const, owner, ...(label ? { label } : {}), ...extra });
const attack = { type: 'attack' as const, attackers: [{ card: 'd', target: 'bob' }] };
const attacksOffered = (game: Game) => game.using.legalActions(game.state).filter((a) => a.type === 'attack' && a.attackers.some((x) => x.card === 'd' || x.card === game.view.battlefield.find((p) => p.label === 'd')?.id));

describe('508.1c — restrictions on attacking', () => {
  it("Dandân can't attack a player who controls no Island: the declaration is refused and not offered", () => {
    // Alice's own Island keeps her Dandân on the battlefield; it is not the defending player's.
    const game = new Game({ cards: [on('dandan', 'alice', 'd'), on('island', 'alice'), on('grizzly-bears', 'bob')] });
    expect(game.reject(attack)).toBe('errors.attackRestricted');
    expect(game.state.step).toBe('main1');
    expect(attacksOffered(game)).toHaveLength(0);
  });

  it('Dandân attacks a player who controls an Island', () => {
    const game = new Game({ cards: [on('dandan', 'alice', 'd'), on('island', 'alice'), on('island', 'bob')] });
    expect(attacksOffered(game).length).toBeGreaterThan(0);
    game.do(attack);
    expect(game.state.combat?.attackers).toHaveLength(1);
    expect(game.events('attackerDeclared')).toMatchObject([{ label: 'd', player: 'bob' }]);
  });

  it('an Island the defender owns but Alice controls does not count: what matters is who controls it', () => {
    const game = new Game({ cards: [on('dandan', 'alice', 'd'), on('island', 'bob', undefined, { controller: 'alice' })] });
    expect(game.reject(attack)).toBe('errors.attackRestricted');
  });

  it('the restriction is an ability: under Humility Dandân has none and attacks as a 1/1', () => {
    const game = new Game({ cards: [on('dandan', 'alice', 'd'), on('humility', 'bob'), on('grizzly-bears', 'bob')] });
    game.do(attack);
    expect(game.state.combat?.attackers).toHaveLength(1);
  });

  it('with three players, the attack offered is against the opponent who controls an Island', () => {
    const game = new Game({ players: ['alice', 'bob', 'carol'], cards: [on('dandan', 'alice', 'd'), on('island', 'alice'), on('island', 'carol')] });
    const offered = game.using.legalActions(game.state).filter((a) => a.type === 'attack');
    expect(offered.length).toBeGreaterThan(0);
    for (const a of offered) if (a.type === 'attack') expect(a.attackers.map((x) => x.target)).toEqual(['carol']);
    expect(game.reject(attack)).toBe('errors.attackRestricted');
    game.do({ type: 'attack', attackers: [{ card: 'd', target: 'carol' }] });
    expect(game.state.combat?.attackers).toMatchObject([{ defender: 'carol' }]);
  });
});


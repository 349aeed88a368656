// A starting board no game can reach is refused, naming the card and the rule (docs/scenarios.md, Setup).
import { describe, expect, it } from 'vitest';
import { cardPool } from '../../cards';
import { createEngine, type SetupCard } from '..';

const engine = createEngine(cardPool);
const start = (cards: SetupCard[]) => engine.start({ players: ['alice', 'bob'], cards });
const bf = (card: string, label: string, attachedTo?: string): SetupCard => ({ card, zone: 'battlefield', owner: 'alice', label, ...(attachedTo ? { attachedTo } : {}) });

describe('impossible starting boards', () => {
  it('CR 400.4a: an instant or sorcery card on the battlefield is refused; in a hand or a graveyard it is fine', () => {
    expect(start([bf('grizzly-bears', 'g'), bf('wrath-of-god', 'w')])).toMatchObject({ ok: false, error: 'errors.cannotEnterBattlefield', params: { card: 'wrath-of-god', index: 1, reason: 'setup' } });
    expect(start([bf('lightning-bolt', 'b')])).toMatchObject({ ok: false, error: 'errors.cannotEnterBattlefield' });
    expect(start([{ card: 'wrath-of-god', zone: 'hand', owner: 'alice' }, { card: 'lightning-bolt', zone: 'graveyard', owner: 'alice' }])).toMatchObject({ ok: true });
  });

  it('CR 704.5m: an Aura attached to itself is refused (Pooling Venom on Pooling Venom)', () => {
    expect(start([bf('pooling-venom', 'pv', 'pv')])).toMatchObject({
      ok: false,
      error: 'errors.setupAttachedToItself',
      params: { card: 'pooling-venom', index: 0, rule: '704.5m' },
    });
  });

  it('CR 704.5n: an Equipment attached to itself is refused; attached to a creature it is fine', () => {
    expect(start([bf('grafted-wargear', 'gw', 'gw')])).toMatchObject({ ok: false, error: 'errors.setupAttachedToItself', params: { rule: '704.5n' } });
    expect(start([bf('grizzly-bears', 'g'), bf('grafted-wargear', 'gw', 'g')])).toMatchObject({ ok: true });
  });

  it('CR 704.5m: two Auras attached to each other are refused', () => {
    expect(start([bf('gift-of-immortality', 'a', 'b'), bf('gift-of-immortality', 'b', 'a')])).toMatchObject({
      ok: false,
      error: 'errors.setupAttachmentLoop',
      params: { card: 'gift-of-immortality', index: 0 },
    });
  });

  it('CR 704.5p: a creature attached to a creature is refused', () => {
    expect(start([bf('grizzly-bears', 'g'), bf('grizzly-bears', 'h', 'g')])).toMatchObject({
      ok: false,
      error: 'errors.setupCannotBeAttached',
      params: { card: 'grizzly-bears', index: 1, rule: '704.5p' },
    });
  });

  it('CR 701.3a: an Aura in the graveyard, or attached to a card in a hand, is refused', () => {
    expect(start([bf('grizzly-bears', 'g'), { card: 'gift-of-immortality', zone: 'graveyard', owner: 'alice', attachedTo: 'g' }])).toMatchObject({
      ok: false,
      error: 'errors.setupAttachedOffBattlefield',
      params: { rule: '701.3a', index: 1 },
    });
    expect(start([{ card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'g' }, bf('gift-of-immortality', 'a', 'g')])).toMatchObject({
      ok: false,
      error: 'errors.setupAttachedOffBattlefield',
    });
  });

  it('CR 601.2b: a mode on a spell that is not modal is refused', () => {
    const started = engine.start({ players: ['alice', 'bob'], freeMana: true, cards: [{ card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'lb' }] });
    if (!started.ok) throw new Error('setup');
    expect(engine.apply(started.state, { type: 'cast', player: 'alice', card: 'lb', targets: ['bob'], mode: 0 })).toMatchObject({
      ok: false,
      error: 'errors.notModal',
      params: { card: 'lightning-bolt', rule: '601.2b' },
    });
    expect(engine.apply(started.state, { type: 'cast', player: 'alice', card: 'lb', targets: ['bob'] })).toMatchObject({ ok: true });
  });
});

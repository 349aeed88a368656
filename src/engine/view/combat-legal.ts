// Combat moves for legalActions: a few attacks and blocks worth offering (legal.ts keeps only those
// `apply` accepts). Not every combination: all creatures that can, and each one alone.
import { cardOf, createCtx } from '../state/context';
import { unmetAttackRestriction } from '../combat/declare';
import type { Engine } from '../engine-types';
import { STEPS } from '../state/basic-types';
import type { Action } from '../actions/action-types';
import type { GameObject } from '../state/object-types';
import type { GameState } from '../state/game-types';

const SOME = 3;

function untappedCreatures(engine: Engine, state: GameState, controlledBy: (p: string) => boolean): GameObject[] {
  return state.battlefield
    .map((id) => state.objects[id]!)
    .filter((o) => controlledBy(o.controller) && !o.tapped && engine.cards[cardOf(o)]?.types.includes('creature'));
}

export function combatCandidates(engine: Engine, state: GameState): Action[] {
  const list: Action[] = [];
  if (STEPS.indexOf(state.step) < STEPS.indexOf('declareAttackers') && state.step !== 'untap') {
    const opponents = state.players.filter((p) => p !== state.active && !state.playerState[p]?.lost);
    if (opponents.length === 0) return list;
    const ready = untappedCreatures(engine, state, (p) => p === state.active).filter(
      (o) => o.controlledSince === undefined || o.controlledSince < state.turn,
    );
    // Each creature attacks the first opponent it may attack (CR 508.1c: Dandân only one who controls an Island).
    const ctx = createCtx(engine.cards, state);
    const targetOf = (o: GameObject) => opponents.find((p) => unmetAttackRestriction(ctx, o, p) === null) ?? opponents[0]!;
    const attackers = (objs: GameObject[]) => objs.map((o) => ({ card: o.id, target: targetOf(o) }));
    if (ready.length > 1) list.push({ type: 'attack', attackers: attackers(ready) });
    for (const o of ready.slice(0, SOME)) list.push({ type: 'attack', attackers: attackers([o]) });
  }
  const combat = state.combat;
  if (state.step === 'declareAttackers' && combat) {
    list.push({ type: 'block', blockers: [] });
    const blocks = untappedCreatures(engine, state, (p) => combat.attackers.some((a) => a.defender === p)).flatMap((o) => {
      const attack = combat.attackers.find((a) => a.defender === o.controller && state.objects[a.object]);
      return attack ? [{ card: o.id, blocks: attack.object }] : [];
    });
    if (blocks.length > 1) list.push({ type: 'block', blockers: blocks });
    for (const b of blocks.slice(0, SOME)) list.push({ type: 'block', blockers: [b] });
  }
  return list;
}

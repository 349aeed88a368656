// Effect primitives: what spells and abilities do as they resolve. Cards combine these as data.
import { definition, type Ctx } from '../state/context';
import { editObject, editZoneList } from '../state/draft';
import { matchesFilter } from '../characteristics/filters';
import { snapshot, timestampNow } from '../characteristics/characteristics';
import type { DelayedTrigger, TriggerContext } from '../triggers/trigger-types';
import type { Effect } from './effect-types';
import type { GameObject } from '../state/object-types';
import type { PlayerId } from '../state/basic-types';
import type { StackItem } from '../stack/stack-types';
import { runCardEffect } from './card-effects';
import { runCombatEffect } from './combat-effects';
import { pileFind, pileToArray } from '../state/pile';
import { counterOnStack } from '../stack/counter';
import { createReflexiveTrigger } from '../triggers/reflexive';
import { addDurationEffect } from './duration-effects';
import { conditionHolds } from '../triggers/conditions';
import { cannotBeCast, castWithoutPaying, copySpell } from '../stack/new-targets';
import { moveObjects, setAttachment, setTapped } from '../events/zones';
import { asEntersOptions, mayEnchant } from './as-enters';
import { type EffectScope, amountOf, player, object, objectId } from './scope';
import { gainLife, loseLife, cascadeHitAmong, putOnBottomInRandomOrder, dealDamage, removeCounters, drawCards, winGame, destroyPermanents } from './basic-effects';

export { castWithoutPaying };

/** The spell that made an ability trigger, rebuilt from last known information (CR 707.10, 608.2h). */
function lastKnownSpell(context: TriggerContext): StackItem | undefined {
  const { eventSpell, eventObject, eventPlayer, eventSpellChoices } = context;
  if (!eventSpell || !eventObject || !eventPlayer || eventObject.zone !== 'stack') return undefined;
  return {
    id: eventSpell,
    kind: 'spell',
    controller: eventPlayer,
    source: eventObject,
    abilityIndex: null,
    targets: [...(eventSpellChoices?.targets ?? [])],
    context: {},
    decision: null,
    ...(eventSpellChoices?.x !== undefined ? { x: eventSpellChoices.x } : {}),
  };
}

export function runEffects(ctx: Ctx, effects: readonly Effect[], scope: EffectScope): void {
  for (const effect of effects) runEffect(ctx, effect, scope);
}

function runEffect(ctx: Ctx, effect: Effect, scope: EffectScope): void {
  const fail = (): void => {
    // The object it refers to has moved on: a new object the effect can't find (CR 400.7). An object a
    // delayed trigger remembered is followed no further (CR 603.7c); other abilities look for it in the
    // zone it went to (CR 603.6).
    const ref = 'object' in effect ? effect.object : undefined;
    // Nothing was ever chosen or found for it ("you may put a creature card …", declined): nothing failed to say.
    if ((ref === 'chosen' && scope.chosen === null) || (typeof ref === 'object' && ref !== null && 'remembered' in ref && !scope.remembered[ref.remembered])) return;
    const id = ref !== undefined ? objectId(ctx, ref, scope) : null;
    const there = id ? ctx.state.objects[id] : undefined;
    const stayed = there?.zone === 'battlefield';
    // Still there, but phased out (treated as though it didn't exist, 702.26b), or no longer its controller's to
    // sacrifice (701.21a): those are the reasons, not a change of zone.
    const rule =
      stayed && there.phasedOut
        ? '702.26b'
        : stayed && effect.do === 'sacrifice' && there.controller !== scope.controller
          ? '701.21a'
          : typeof ref === 'object' && ref !== null && 'remembered' in ref
            ? '603.7c'
            : '603.6';
    ctx.log.push({ event: 'effectFailed', source: scope.source.card, sourceLabel: scope.source.label, reason: effect.do, rule });
  };
  switch (effect.do) {
    case 'loseLife':
    case 'gainLife': {
      const amount = amountOf(ctx, effect.amount, scope);
      const who =
        effect.player === 'each' || effect.player === 'eachOpponent'
          ? ctx.state.players.filter((p) => !ctx.state.playerState[p]?.lost && (effect.player === 'each' || p !== scope.controller))
          : [player(ctx, effect.player, scope)].filter((p): p is PlayerId => p !== null);
      for (const p of who) {
        if (effect.do === 'gainLife') gainLife(ctx, p, amount);
        else {
          loseLife(ctx, p, amount);
          scope.lifeLost = (scope.lifeLost ?? 0) + amount;
        }
      }
      return;
    }
    case 'preventCombatDamageThisTurn':
      addDurationEffect(ctx, { kind: 'preventCombatDamage' });
      return;
    case 'copyEventSpellForEachSpellBefore':
    case 'copyEventSpell': {
      // CR 702.40a storm, Howl of the Horde: copies of the spell that made this trigger; its controller may
      // choose new targets for each (707.10c). It must be the ability's last effect: the choices follow it.
      const id = scope.context.eventSpell;
      const onStack = id ? pileToArray(ctx.state.stack).find((i) => i.id === id) : undefined;
      // CR 702.40a, 707.10: a spell that has left the stack (countered, or resolved) is copied as it last existed there.
      const spell = onStack ?? lastKnownSpell(scope.context);
      const times = effect.do === 'copyEventSpell' ? effect.times : (scope.context.spellsBefore ?? 0);
      if (!spell || times === 0) return;
      copySpell(ctx, spell, times, scope.controller, onStack ? undefined : 'lastKnownInformation');
      return;
    }
    case 'castWithoutPaying': {
      // CR 702.88a rebound: cast the card from exile, if it is still the object the ability remembers (603.7c).
      const card = object(ctx, effect.object, scope);
      if (!card || card.zone !== 'exile') return fail();
      castWithoutPaying(ctx, card.id, scope.controller);
      return;
    }
    case 'remember':
      scope.remembered.push(objectId(ctx, effect.object, scope) ?? '');
      return;
    case 'cascade': {
      // CR 702.85a: the cards were exiled as the ability began to resolve (see `resolveTop`); the last one may be
      // cast without paying its mana cost if its controller chose to; then the others go to the bottom in a random order.
      const exiled = (scope.exiled ?? []).filter((id) => ctx.state.objects[id]?.zone === 'exile');
      const hit = cascadeHitAmong(ctx, exiled, scope.source.card);
      const cast = hit && scope.chosen === hit ? hit : undefined;
      const rest = exiled.filter((id) => id !== cast);
      // CR 601.3: a card that can't be cast (a name Meddling Mage chose) isn't; it goes to the bottom with the rest.
      if (cast && !castWithoutPaying(ctx, cast, scope.controller)) rest.push(cast);
      // Not offered (see cardChoices): the log says why; declined, it says nothing more.
      else if (!cast && hit) cannotBeCast(ctx, ctx.state.objects[hit]!, scope.controller);
      // The free spell's targets still to choose: the rest stays in exile until it is cast ("then", 702.85a).
      const pending = ctx.state.pending;
      if (cast && pending?.kind === 'newTargets' && pending.reason === 'cast') ctx.state.pending = { ...pending, bottom: rest };
      else putOnBottomInRandomOrder(ctx, rest);
      return;
    }
    case 'counterEventSpell': {
      // Counters the spell or ability that made this ability trigger, if it is still on the stack (701.6a).
      // The spell or ability that made this one trigger (ward), or the triggered ability whose triggering
      // made it trigger, found by the trigger it was (Strict Proctor).
      const { eventSpell, eventTrigger } = scope.context;
      const id = eventSpell ?? (eventTrigger ? pileToArray(ctx.state.stack).find((i) => i.trigger === eventTrigger)?.id : undefined);
      // Gone from the stack, the effect does nothing (603.6); a spell that can't be countered stays and says so (101.2).
      if (!id || !pileFind(ctx.state.stack, (i) => i.id === id)) return fail();
      counterOnStack(ctx, id, { reason: effect.reason ?? 'ward' });
      return;
    }
    case 'counter': {
      // CR 701.6a: "Counter target spell": an illegal target (already gone) was replaced by null (608.2b).
      const id = objectId(ctx, effect.object, scope);
      if (!id || !pileFind(ctx.state.stack, (i) => i.id === id)) return fail();
      counterOnStack(ctx, id, { source: scope.source });
      return;
    }
    case 'createReflexiveTrigger':
      createReflexiveTrigger(ctx, effect, scope);
      return;
    case 'dealDamage': {
      const amount = amountOf(ctx, effect.amount, scope);
      if (typeof effect.to === 'object' && 'target' in effect.to) {
        // "any target": a player or a permanent, whichever was chosen.
        const chosen = scope.targets[effect.to.target];
        const permanent = chosen ? ctx.state.objects[chosen] : undefined;
        if (permanent) dealDamage(ctx, scope.source, { object: permanent }, amount);
        else if (chosen && ctx.state.playerState[chosen]) dealDamage(ctx, scope.source, { player: chosen }, amount);
        return;
      }
      if (typeof effect.to === 'object' && 'object' in effect.to) {
        const target = object(ctx, effect.to.object, scope);
        if (target) dealDamage(ctx, scope.source, { object: target }, amount);
        else fail();
        return;
      }
      const who = player(ctx, effect.to, scope);
      if (who !== null) dealDamage(ctx, scope.source, { player: who }, amount);
      return;
    }
    case 'putOntoBattlefield': {
      // CR 603.6: only the object it became in the zone it went to; if it has left, nothing happens.
      const card = object(ctx, effect.object, scope);
      if (!card || card.zone === 'battlefield' || card.zone === 'stack') return fail();
      const controller = effect.under === 'you' ? scope.controller : card.owner;
      let host: GameObject | null = null;
      if (effect.attachTo) {
        host = object(ctx, effect.attachTo, scope);
        // CR 303.4g: an Aura that can't be attached to what the effect names (gone, or no longer something its
        // enchant ability allows: a Forest that stopped being a creature) stays where it is.
        if (!host || !mayEnchant(ctx, definition(ctx, card.card), card, host, controller)) return fail();
      }
      const [moved] = moveObjects(ctx, [
        {
          id: card.id,
          to: 'battlefield',
          controller,
          ...(effect.counters ? { counters: effect.counters } : {}),
          ...(host ? { attachedTo: host.id } : {}),
          // CR 603.6d: the choice made for it (by default, the first option, as `auto` would).
          entersAs: scope.entersAs !== undefined ? scope.entersAs : defaultEntersAs(ctx, card, scope),
          ...(scope.copiedEntersAs !== undefined ? { copiedEntersAs: scope.copiedEntersAs } : {}),
        },
      ]);
      if (!moved) return;
      scope.remembered.push(moved.after.id);
      return;
    }
    case 'returnToHand': {
      const card = object(ctx, effect.object, scope);
      if (!card || card.zone === 'hand' || card.zone === 'stack') return fail();
      moveObjects(ctx, [{ id: card.id, to: 'hand' }]);
      return;
    }
    case 'exile': {
      const card = object(ctx, effect.object, scope);
      if (!card || card.zone === 'exile' || card.zone === 'stack') return fail();
      const [moved] = moveObjects(ctx, [{ id: card.id, to: 'exile' }]);
      if (moved) scope.remembered.push(moved.after.id);
      return;
    }
    case 'scry': {
      // CR 701.22a: the chosen cards go to the bottom; the others stay on top in the same order.
      const library = ctx.state.zones[scope.controller]?.library ?? [];
      const bottom = scope.bottom.filter((id) => library.slice(0, effect.count).includes(id));
      if (bottom.length > 0) {
        const list = editZoneList(ctx, 'library', scope.controller)!;
        for (const id of bottom) list.splice(list.indexOf(id), 1);
        for (const id of bottom) list.push(id);
      }
      ctx.log.push({ event: 'scried', player: scope.controller, count: effect.count, amount: bottom.length, rule: '701.22a' });
      return;
    }
    case 'attachSelf': {
      const equipment = object(ctx, 'self', scope);
      const host = object(ctx, effect.to, scope);
      if (!equipment || equipment.zone !== 'battlefield' || !host || host.zone !== 'battlefield') return fail();
      // CR 701.3b: attaching it to the permanent it is already attached to does nothing.
      if (equipment.attachedTo === host.id) return;
      // Logged before what it causes: "becomes unattached" abilities trigger as it moves (603.10c).
      ctx.log.push({ event: 'attached', card: equipment.card, label: equipment.label, object: equipment.id, target: host.label ?? host.id, rule: '702.6a' });
      setAttachment(ctx, equipment.id, host.id);
      return;
    }
    case 'discard': {
      const card = object(ctx, effect.object, scope);
      if (!card || card.zone !== 'hand') return fail();
      ctx.log.push({ event: 'discarded', card: card.card, label: card.label, player: card.owner, rule: '701.9a' });
      moveObjects(ctx, [{ id: card.id, to: 'graveyard' }]);
      return;
    }
    case 'sacrifice': {
      // CR 603.7c: a permanent that left and came back is a new object: it isn't sacrificed.
      const card = object(ctx, effect.object, scope);
      if (!card || card.zone !== 'battlefield' || card.controller !== scope.controller) return fail();
      ctx.log.push({ event: 'sacrificed', card: card.card, label: card.label, object: card.id, player: card.controller, rule: '701.21a' });
      const [moved] = moveObjects(ctx, [{ id: card.id, to: 'graveyard' }]);
      // CR 603.12: remembered for a reflexive "when you do" ability that follows, as the permanent last was.
      if (moved) (scope.did ??= []).push({ action: 'sacrificed', object: moved.before, after: ctx.state.objects[moved.after.id] ? moved.after.id : null });
      return;
    }
    case 'addCounters': {
      const card = object(ctx, effect.object, scope);
      const amount = amountOf(ctx, effect.amount, scope);
      if (!card || card.zone !== 'battlefield') return fail();
      if (amount <= 0) return;
      const obj = editObject(ctx, card.id);
      obj.counters[effect.kind] = (obj.counters[effect.kind] ?? 0) + amount;
      ctx.log.push({ event: 'countersChanged', card: obj.card, label: obj.label, object: obj.id, counter: effect.kind, amount, rule: '122.1' });
      return;
    }
    case 'removeCounters': {
      const card = object(ctx, effect.object, scope);
      if (!card || card.zone !== 'battlefield') return fail();
      removeCounters(ctx, card.id, effect.kind, effect.amount);
      return;
    }
    case 'gainKeyword': {
      const card = object(ctx, effect.object, scope);
      if (!card || card.zone !== 'battlefield') return fail();
      const obj = editObject(ctx, card.id);
      obj.gained = [...(obj.gained ?? []), effect.keyword];
      obj.gainedAt = [...(obj.gainedAt ?? obj.gained.slice(1).map(() => 0)), timestampNow(ctx)];
      ctx.log.push({ event: 'keywordGained', card: obj.card, label: obj.label, object: obj.id, reason: effect.keyword, rule: '611.2a' });
      return;
    }
    case 'createDelayedTrigger': {
      // Raid (CR 207.2c): "if you attacked this turn" decides, as this resolves, whether it is created at all.
      if (effect.onlyIf && !conditionHolds(ctx, effect.onlyIf, scope.controller, scope.context, scope.source)) return;
      // CR 603.7a: created now; an event that already happened can't trigger it.
      ctx.state.nextId += 1;
      const delayed: DelayedTrigger = {
        id: `d${ctx.state.nextId}`,
        source: scope.source,
        controller: scope.controller,
        ability: { kind: 'triggered', trigger: effect.trigger, effects: effect.effects },
        remembered: [...scope.remembered],
        ...(effect.duration ? { duration: effect.duration } : {}),
      };
      ctx.state.delayedTriggers = [...ctx.state.delayedTriggers, delayed];
      ctx.log.push({ event: 'delayedTriggerCreated', trigger: delayed.id, source: scope.source.card, sourceLabel: scope.source.label, player: scope.controller, rule: '603.7a' });
      return;
    }
    case 'destroyAll': {
      const { state } = ctx;
      const doomed = state.battlefield
        .map((id) => state.objects[id] as GameObject)
        .filter((o) => matchesFilter(effect.filter, snapshot(ctx, o), scope.source, scope.controller));
      // All at once: one event with many occurrences (CR 603.2c), seen together by look-back (CR 603.10a).
      destroyPermanents(ctx, doomed);
      return;
    }
    case 'destroy': {
      const target = object(ctx, effect.object, scope);
      if (!target || target.zone !== 'battlefield') return fail();
      destroyPermanents(ctx, [target]);
      return;
    }
    case 'tap': {
      const target = object(ctx, effect.object, scope);
      if (!target || target.zone !== 'battlefield') return fail();
      // An already tapped permanent stays as it is: it doesn't "become tapped" (603.2e).
      setTapped(ctx, [target.id], true, 'effect');
      return;
    }
    case 'drawCards': {
      const who = player(ctx, effect.player, scope);
      if (who !== null) drawCards(ctx, who, effect.count);
      return;
    }
    case 'winGame': {
      const who = player(ctx, effect.player, scope);
      if (who !== null) winGame(ctx, who);
      return;
    }
    case 'extraTurn': {
      // CR 500.7: the turn is added directly after this one; the most recently created is taken first.
      const who = player(ctx, effect.player, scope);
      if (who === null) return;
      ctx.state.extraTurns = [...(ctx.state.extraTurns ?? []), who];
      ctx.log.push({ event: 'extraTurnAdded', player: who, rule: '500.7' });
      return;
    }
    case 'pump':
    case 'skipNextUntap':
    case 'gainLifeEqualToToughness':
    case 'sacrificePermanents':
    case 'shuffleGraveyardIntoLibrary':
      return runCombatEffect(ctx, effect, scope, fail);
    case 'returnPermanents':
    case 'createToken':
    case 'mill':
    case 'exileLinked':
    case 'moveLinked':
    case 'preventPhasingOut':
    case 'becomeCreature':
      return runCardEffect(ctx, effect, scope);
  }
}

/**
 * CR 603.6d: a permanent with an "as it enters" choice whose choice the resolution could not ask first (a card the
 * same ability has only just moved) takes the default choice, as `auto` would. The others are asked before the
 * ability does anything (`cardPutOntoBattlefield` in stack/resolve.ts).
 */
function defaultEntersAs(ctx: Ctx, card: GameObject, scope: EffectScope): string | null | undefined {
  const asEnters = definition(ctx, card.card).asEnters;
  if (!asEnters) return undefined;
  return asEntersOptions(ctx, scope, asEnters)[0] ?? null;
}

// "Why did (or didn't) it trigger?" (CR 603.2 and the rules around it), for a permanent or a card, or for a log
// line. The answer comes from the engine's own records: the action is played again with `engine.record`, which
// keeps what trigger detection compared and each branch it took (triggers/why-record.ts); what it never
// reached is asked of the matcher again (why-not.ts). Pure: the history in, data out.
import { createCtx, definition, type Ctx } from '../state/context';
import { lookBackRule, match } from '../triggers/trigger-match';
import type { Engine } from '../engine-types';
import type { GameObject } from '../state/object-types';
import type { LogEntry } from '../state/log-types';
import type { GameEvent } from '../events/events';
import type { WhyDetection, WhyRecorder, WhyVerdict } from '../triggers/why-record';
import type { WhyAnswer, WhyCode, WhyHistory, WhyReason } from './why-types';
import { battlefieldOf, eventObject, relevant, triggeredAbilities, whyNot, whyObjectOf } from './why-not';

/** How many actions back a question about an object looks, and how many reasons an answer lists. */
const ACTIONS_BACK = 30;
const MAX_REASONS = 60;

interface Recorded {
  why: WhyRecorder;
  log: LogEntry[];
  /** The index in the whole log of the action's first entry. */
  base: number;
}

function recordAt(engine: Engine, history: WhyHistory, k: number): Recorded | null {
  const step = history.past[k];
  const result = k < 0 ? engine.record({ setup: history.setup }) : step ? engine.record({ state: step.state, action: step.action }) : null;
  if (!result || !result.ok) return null;
  return { why: result.why, log: result.log, base: k < 0 ? 0 : step!.logLength };
}

/** The object with this physical card in a recorded state. */
function physicalIn(state: WhyDetection['state'], physical: string): GameObject | undefined {
  for (const id in state.objects) if (state.objects[id]!.physical === physical) return state.objects[id];
  return undefined;
}

function fromVerdict(ctx: Ctx, v: WhyVerdict, d: WhyDetection): WhyReason {
  const event = d.events[v.event];
  const about = event ? eventObject(event) : undefined;
  let code: WhyCode = v.outcome;
  // The verdict's own rule, the one its log line cites (a lost ability: 603.6b entering, 603.10a looking back, 613.1f).
  let rule = v.rule;
  if (v.outcome === 'triggered' && v.ability >= 0) {
    const ability = definition(ctx, v.source.card).abilities?.[v.ability];
    const back = ability?.kind === 'triggered' ? lookBackRule(ability.trigger) : undefined;
    const physical = v.source.physical;
    const onBattlefield = d.state.battlefield.some((id) => d.state.objects[id]?.physical === physical);
    if (back && !onBattlefield) {
      // On the battlefield just before the event (or phased out by it): the game looked back in time (CR 603.10a–f),
      // by the look-back rule of the event (603.10b phasing out, 603.10c becoming unattached …).
      const phased = (d.state.phasedOut ?? []).some((id) => d.state.objects[id]?.physical === physical);
      const before = phased || (d.lookBack ?? []).some((s) => s.physical === physical && s.zone === 'battlefield');
      if (before) {
        code = 'lookedBack';
        // The rule the log cites, when it is a look-back rule (Duplicity destroyed: 603.10a, leaving, not 603.10d).
        rule = v.rule.startsWith('603.10') ? v.rule : back;
      } else if (ability?.kind === 'triggered' && ability.functionsIn) rule = '113.6'; // it works from where it is (a graveyard)
    }
  }
  return { code, rule, source: whyObjectOf(v.source), ...(about ? { about: whyObjectOf(about) } : {}), ...(event ? { eventKind: event.type } : {}), ...(v.trigger ? { trigger: v.trigger } : {}) };
}

/** The sources that had lost their abilities (CR 613.1f) in a detection: nothing else is worth saying about them. */
function lostIn(d: WhyDetection): Set<string> {
  return new Set(d.verdicts.filter((v) => v.outcome === 'lostAbilities').map((v) => v.source.physical));
}

/** CR 603.6d, 603.2e: what a permanent entering with a static ability did (never a trigger). */
function enteringReasons(ctx: Ctx, d: WhyDetection, physical: string): WhyReason[] {
  const out: WhyReason[] = [];
  for (const event of d.events) {
    if (event.type !== 'zoneChanged' || event.to !== 'battlefield' || !event.after || event.after.physical !== physical) continue;
    const obj = physicalIn(d.state, physical);
    const def = definition(ctx, event.after.card);
    const me = whyObjectOf(obj ?? event.after);
    const detail = event.after.tapped && def.entersTapped ? 'tapped' : def.entersWithCounters ? 'counters' : obj?.copyOf ? 'copy' : obj?.chosenName ? 'name' : null;
    if (detail) out.push({ code: 'staticEnters', rule: '603.6d', source: me, about: me, detail });
    if (event.after.tapped) out.push({ code: 'enteredTapped', rule: '603.2e', about: me, eventKind: event.type });
  }
  return out;
}

/** Every reason one recorded action gives about the abilities of one physical card (and its entering). */
function reasonsAbout(engine: Engine, rec: Recorded, physical: string): WhyReason[] {
  const out: WhyReason[] = [];
  for (const d of rec.why.detections) {
    const ctx = createCtx(engine.cards, d.state);
    const seen = new Set<string>();
    for (const v of d.verdicts) {
      if (v.source.physical !== physical) continue;
      seen.add(`${v.event}/${v.ability}`);
      out.push(fromVerdict(ctx, v, d));
    }
    const obj = lostIn(d).has(physical) ? undefined : physicalIn(d.state, physical);
    if (obj)
      for (const { index, ability } of triggeredAbilities(ctx, obj))
        d.events.forEach((event, e) => {
          if (seen.has(`${e}/${index}`)) return;
          const reason = whyNot(ctx, d, obj, index, ability, event);
          if (reason) out.push(reason);
        });
    out.push(...enteringReasons(ctx, d, physical));
  }
  for (const p of rec.why.phasedIn) if (p.source.physical === physical) out.push(phasedInReason(p));
  for (const u of rec.why.unseen) {
    const ctx = createCtx(engine.cards, u.state);
    const obj = physicalIn(u.state, physical);
    if (!obj || obj.zone !== 'battlefield') continue;
    const source = battlefieldOf(ctx).find((s) => s.id === obj.id)!;
    for (const { ability } of triggeredAbilities(ctx, obj))
      if (relevant(ability.trigger, u.event) && match(ability.trigger, u.event, source)) out.push(unseenReason(u, source));
  }
  return out;
}

function phasedInReason(p: WhyRecorder['phasedIn'][number]): WhyReason {
  return { code: 'phasedIn', rule: '702.26d', source: whyObjectOf(p.source), about: whyObjectOf(p.about) };
}

function unseenReason(u: WhyRecorder['unseen'][number], source: Parameters<typeof whyObjectOf>[0]): WhyReason {
  const about = eventObject(u.event);
  return { code: 'prevented', rule: u.rule, source: whyObjectOf(source), eventKind: u.event.type, ...(about ? { about: whyObjectOf(about) } : {}) };
}

function answer(reasons: WhyReason[], subject?: WhyAnswer['subject']): WhyAnswer {
  const triggered = reasons.some((r) => r.code === 'triggered' || r.code === 'lookedBack' || r.code === 'additionalTime');
  return { ...(subject ? { subject } : {}), triggered, reasons: reasons.slice(0, MAX_REASONS), more: Math.max(0, reasons.length - MAX_REASONS) };
}

/**
 * "Why did (or didn't) this permanent's ability trigger?" — for an object of the current state (a permanent,
 * or a card in another zone: the same physical card is followed through its zone changes, CR 400.7). The
 * answer is about the most recent action that has something to say about it.
 */
export function whyObject(engine: Engine, history: WhyHistory, objectId: string): WhyAnswer | null {
  const obj = history.state.objects[objectId];
  if (!obj) return null;
  const subject = whyObjectOf(obj);
  const last = history.past.length - 1;
  for (let k = last; k >= Math.max(-1, last - ACTIONS_BACK); k -= 1) {
    const rec = recordAt(engine, history, k);
    if (!rec) continue;
    const reasons = reasonsAbout(engine, rec, obj.physical);
    if (reasons.length > 0) return answer(reasons, subject);
  }
  const ctx = createCtx(engine.cards, history.state);
  const none: WhyReason = triggeredAbilities(ctx, obj).length === 0 ? { code: 'noTriggeredAbility', rule: '603.1', about: subject } : { code: 'noEvent', rule: '603.2', source: subject };
  return answer([none], subject);
}

/** The action (its index in `past`, -1 for the starting board) that wrote log line `index`. */
function actionOf(history: WhyHistory, index: number): number {
  let k = -1;
  history.past.forEach((p, i) => {
    if (p.logLength <= index) k = i;
  });
  return k;
}

/** Reasons for a log line of its own: a trigger, or a "didn't trigger", logged outside the verdicts. */
function loggedReason(entry: LogEntry): WhyReason {
  const source = entry.source ? { id: '', card: entry.source, label: entry.sourceLabel ?? null } : undefined;
  const about = entry.card ? { id: entry.object ?? '', card: entry.card, label: entry.label ?? null } : undefined;
  const code: WhyCode = entry.reason === 'enteredTapped' ? 'enteredTapped' : entry.reason === 'notAlone' ? 'notAlone' : 'logged';
  return { code, rule: entry.rule ?? '603.2', ...(source ? { source } : {}), ...(about ? { about } : {}), ...(entry.reason ? { logReason: entry.reason } : {}) };
}

/** The kinds of event a log line of this kind reports, when it reports one that abilities wait for. */
const LINE_EVENTS: Partial<Record<LogEntry['event'], readonly GameEvent['type'][]>> = {
  attackerDeclared: ['attacked', 'becameTapped'],
  blockerDeclared: ['blocked', 'blockedCreature'],
  becameBlocked: ['becameBlocked'],
  tapped: ['becameTapped'],
  attached: ['becameUnattached'],
  countered: ['countered'],
  phasedOut: ['phasedOut'],
};

/**
 * The detections that compared the event a log line reports. A line of a known kind: every detection of an event
 * of that kind about what it names (the attack, and the tapping that came with it), wherever the engine wrote the
 * line. Any other line: the first detection after it.
 */
function detectionsOf(rec: Recorded, entry: LogEntry, j: number): WhyDetection[] {
  const kinds = LINE_EVENTS[entry.event];
  const about = (x: WhyDetection) => x.events.some((event) => (!kinds || kinds.includes(event.type)) && concerns(entry, event));
  if (kinds) return rec.why.detections.filter(about);
  const after = rec.why.detections.find((x) => x.logStart > j && about(x));
  return after ? [after] : [];
}

/** Is this event about what the log line names (its card, its step, the player who lost)? */
function concerns(entry: LogEntry, event: GameEvent): boolean {
  if (event.type === 'stepBegan') return entry.event === 'stepBegan' && entry.step === event.step;
  if (event.type === 'playerLost') return entry.event === 'playerLost' && entry.player === event.player;
  const about = eventObject(event);
  if (!about || !entry.card) return false;
  const card = event.type === 'damageDealt' ? entry.source : entry.card;
  return about.card === card || (entry.label != null && about.label === entry.label);
}

/**
 * "Why?" for a log line: for a trigger (or a "didn't trigger") the branch that wrote it; for an event, what
 * every ability that waits for events of its kind made of it (the next detection after the line).
 */
export function whyLogEntry(engine: Engine, history: WhyHistory, index: number): WhyAnswer | null {
  const entry = history.log[index];
  if (!entry) return null;
  const rec = recordAt(engine, history, actionOf(history, index));
  if (!rec) return null;
  const j = index - rec.base;
  // CR 603.4: the ability triggered, but its intervening "if" was false as it resolved: it did nothing.
  if (entry.event === 'conditionFalse' && entry.rule === '603.4') {
    const source = entry.source ? { source: { id: '', card: entry.source, label: entry.sourceLabel ?? null } } : {};
    return answer([{ code: 'interveningIfOnResolution', rule: '603.4', ...source }]);
  }
  if (entry.event === 'triggered' || entry.event === 'notTriggered') {
    for (const d of rec.why.detections)
      for (const v of d.verdicts) if (v.log === j) return answer([fromVerdict(createCtx(engine.cards, d.state), v, d)]);
    const phased = rec.why.phasedIn.find((p) => p.log === j);
    if (phased) return answer([phasedInReason(phased)]);
    return answer([loggedReason(entry)]);
  }
  const unseen = rec.why.unseen.filter((u) => u.log === j);
  if (unseen.length > 0) {
    const reasons: WhyReason[] = [];
    for (const u of unseen) {
      const ctx = createCtx(engine.cards, u.state);
      for (const source of battlefieldOf(ctx))
        for (const { ability } of triggeredAbilities(ctx, source)) if (relevant(ability.trigger, u.event) && match(ability.trigger, u.event, source)) reasons.push(unseenReason(u, source));
    }
    return answer(reasons);
  }
  return answer(detectionsOf(rec, entry, j).flatMap((d) => detectionReasons(engine, d)));
}

/** What every ability that waits for events of these kinds made of one detection's events. */
function detectionReasons(engine: Engine, d: WhyDetection): WhyReason[] {
  const ctx = createCtx(engine.cards, d.state);
  const reasons = d.verdicts.map((v) => fromVerdict(ctx, v, d));
  const seen = new Set(d.verdicts.map((v) => `${v.event}/${v.source.physical}/${v.ability}`));
  const objects = [...d.state.battlefield, ...(d.state.phasedOut ?? []), ...d.state.players.flatMap((p) => d.state.zones[p]?.graveyard ?? [])];
  const lost = lostIn(d);
  for (const id of objects) {
    const obj = d.state.objects[id];
    if (!obj || lost.has(obj.physical)) continue;
    for (const { index: a, ability } of triggeredAbilities(ctx, obj))
      d.events.forEach((event, e) => {
        if (seen.has(`${e}/${obj.physical}/${a}`)) return;
        const reason = whyNot(ctx, d, obj, a, ability, event);
        if (reason) reasons.push(reason);
      });
  }
  for (const event of d.events) if (event.type === 'zoneChanged' && event.after && event.to === 'battlefield') reasons.push(...enteringReasons(ctx, d, event.after.physical));
  return reasons;
}

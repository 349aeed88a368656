// Turns a log entry (data) into the key and parameters of its translated sentence.
import type { LogEntry } from '../../engine';
import type { Names } from '../common/use-names';
import type { Texts } from '../../i18n/use-t';

type T = (key: string, options?: Record<string, unknown>) => string;
type Exists = (key: string, options?: Record<string, unknown>) => boolean;

/** Variants tried in order: `<event>_<reason>`, `_targets`, `_ability` (no card), `_about` (a card), then `<event>`. */
export function messageKeys(entry: LogEntry): string[] {
  const keys: string[] = [];
  if (entry.reason) keys.push(`${entry.event}_${entry.reason}`);
  if (entry.targets?.length) keys.push(`${entry.event}_targets`);
  if (!entry.card && entry.source) keys.push(`${entry.event}_ability`);
  if (entry.card && entry.source) keys.push(`${entry.event}_about`);
  keys.push(entry.event);
  return keys;
}

/** Events whose sentence is about their source (« les Ours runcinés infligent … »), not about their card. */
const SOURCE_IS_SUBJECT = new Set(['damageDealt', 'damagePrevented']);

const signed = (n: number) => (n < 0 ? `${n}` : `+${n}`);

export function logMessage(entry: LogEntry, t: T, exists: Exists, names: Names): string {
  const count = entry.count ?? entry.amount;
  const cardName = entry.card ? names.card(entry.card) : undefined;
  const sourceName = entry.source ? names.card(entry.source) : undefined;
  const params: Record<string, unknown> = {
    player: entry.player ? names.player(entry.player) : t('log:someone'),
    card: cardName ?? sourceName ?? t('log:something'),
    source: sourceName ?? cardName ?? t('log:something'),
    target: entry.target ? names.ref(entry.target) : (cardName ?? (entry.player ? names.player(entry.player) : t('log:something'))),
    counter: entry.counter ?? '',
    keyword: entry.reason && exists(`common:keywords.${entry.reason}`) ? t(`common:keywords.${entry.reason}`) : (entry.reason ?? ''),
    targets: names.list((entry.targets ?? []).map(names.ref)),
    // The same list with each name's article (« en ciblant les Ours runcinés et Bob »).
    theTargets: names.list((entry.targets ?? []).map((ref) => names.the(names.ref(ref)))),
    // `damageAssigned`: one amount for each target, in order.
    shares: names.list((entry.amounts ?? []).map((amount, i) => t('log:share', names.withOf({ count: amount, target: names.ref(entry.targets?.[i] ?? '') })))),
    step: entry.step ? t(`common:steps.${entry.step}`) : '',
    turn: entry.turn ?? '',
    from: entry.from ? t(`log:from.${entry.from}`) : '',
    to: entry.to ? t(`log:to.${entry.to}`) : '',
    mana: entry.reason && exists(`common:mana.${entry.reason}`) ? t(`common:mana.${entry.reason}`) : '',
    pt: entry.power !== undefined ? `${signed(entry.power)}/${signed(entry.toughness ?? 0)}` : '',
    ...(count !== undefined ? { count } : {}),
  };
  const has = (key: string) => exists(`log:${key}`) || exists(`log:${key}_one`) || exists(`log:${key}_other`);
  const key = messageKeys(entry).find(has) ?? entry.event;
  // Agreement with the card the sentence is about (« les Ours runcinés se résolvent »): the first context
  // among `female_plural`, `plural`, `female` that the language writes for this key, else the key itself.
  const subject = SOURCE_IS_SUBJECT.has(entry.event) ? (sourceName ?? cardName) : (cardName ?? sourceName);
  const context = subject ? names.agreements(subject).find((c) => has(`${key}_${c}`)) : undefined;
  return t(`log:${key}`, { ...names.withOf(params), ...(context ? { context } : {}) });
}

/**
 * An entry's sentence, made once for each entry and each set of texts (a language; new texts, new sentences). The
 * log, the timeline's action buttons and the moment caption show the same lines again on every step in time: a
 * step back to a Wrath's order choice renders a hundred log lines and three buttons whose sentences were all made
 * when the game first got there. Entries are never changed (a step makes new ones), and what a sentence names
 * (cards, players, the objects an entry points to) is the same whenever it is asked for in the entry's own game.
 * Not for a line of an undone action: it may name an object the game no longer knows, and would keep that.
 */
const sentences = new WeakMap<Pick<Texts, 't' | 'i18n'>, WeakMap<LogEntry, string>>();
export function logSentence(entry: LogEntry, texts: Pick<Texts, 't' | 'i18n'>, names: Names): string {
  let known = sentences.get(texts);
  if (!known) sentences.set(texts, (known = new WeakMap()));
  let text = known.get(entry);
  if (text === undefined) known.set(entry, (text = sentenceOf(entry, texts, names)));
  return text;
}

/** An entry's sentence in these texts, made afresh (`logSentence` keeps it). */
export function sentenceOf(entry: LogEntry, { t, i18n }: Pick<Texts, 't' | 'i18n'>, names: Names): string {
  return logMessage(entry, (k, o) => t(k, o) as string, (k, o) => i18n.exists(k, o), names);
}

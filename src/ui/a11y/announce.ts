// What the live region says after an action: the log entries the action added, and the decision now waited
// for, turned into one short message. Bursts are counted, not listed (« 3 capacités déclenchées »): a
// Wrath of God that kills five creatures says so in one sentence, not fifteen.
import type { CardId, LogEntry, PendingChoice, PlayerId } from '../../engine';

/** The groups of log events the live region speaks of, in the order it says them. */
const GROUPS = {
  cast: ['spellCast', 'abilityActivated'],
  resolved: ['resolved'],
  countered: ['countered'],
  died: ['dies'],
  triggered: ['triggered'],
  stacked: ['triggerPutOnStack'],
  removed: ['triggerRemoved'],
  won: ['gameWon'],
  lost: ['playerLost'],
  drawn: ['gameDrawn'],
} as const satisfies Record<string, readonly string[]>;

export type AnnouncementGroup = keyof typeof GROUPS | 'prompt';

export interface AnnouncementPart {
  group: AnnouncementGroup;
  /** How many entries of the group the action added (1 for the prompt). */
  count: number;
  /** With a count of one: the card it is about (an ability's source for abilities). */
  card?: CardId;
  player?: PlayerId;
  /** The prompt's kind of decision. */
  kind?: PendingChoice['kind'];
}

const groupOf = new Map<string, keyof typeof GROUPS>(
  Object.entries(GROUPS).flatMap(([group, events]) => events.map((e) => [e, group as keyof typeof GROUPS] as const)),
);

/** Abilities are named by their source; spells and permanents by their card. */
const BY_SOURCE = new Set<AnnouncementGroup>(['triggered', 'stacked', 'removed']);

/**
 * The parts of the message for these new log entries (oldest first) and the decision now pending, if it is a
 * new one. Pure: the live region translates the parts (`announcementText`).
 */
export function announcementParts(entries: readonly LogEntry[], prompt: Pick<PendingChoice, 'kind' | 'player'> | null = null): AnnouncementPart[] {
  const found = new Map<keyof typeof GROUPS, { count: number; first: LogEntry }>();
  for (const entry of entries) {
    const group = groupOf.get(entry.event);
    if (!group) continue;
    const seen = found.get(group);
    if (seen) seen.count += 1;
    else found.set(group, { count: 1, first: entry });
  }
  const parts: AnnouncementPart[] = [];
  for (const group of Object.keys(GROUPS) as (keyof typeof GROUPS)[]) {
    const seen = found.get(group);
    if (!seen) continue;
    const part: AnnouncementPart = { group, count: seen.count };
    if (seen.count === 1) {
      const card = BY_SOURCE.has(group) || !seen.first.card ? (seen.first.source ?? seen.first.card) : seen.first.card;
      if (card) part.card = card;
      if (seen.first.player) part.player = seen.first.player;
    }
    parts.push(part);
  }
  if (prompt) parts.push({ group: 'prompt', count: 1, kind: prompt.kind, player: prompt.player });
  return parts;
}

type T = (key: string, options?: Record<string, unknown>) => string;

export interface AnnouncementNames {
  card: (id: CardId) => string;
  player: (id: PlayerId) => string;
}

/**
 * The parts as one message in the current language: each part a short sentence of its own
 * (`table:a11y.announce.<group>One` with the name, `<group>Many` with the count).
 */
export function announcementText(parts: readonly AnnouncementPart[], t: T, names: AnnouncementNames): string {
  return parts
    .map((part) => {
      const player = part.player ? names.player(part.player) : '';
      if (part.group === 'prompt')
        return t('table:a11y.announce.prompt', { player, decision: t(`table:a11y.announce.kinds.${part.kind ?? 'order'}`) });
      const card = part.card ? names.card(part.card) : '';
      return part.count === 1 ? t(`table:a11y.announce.${part.group}One`, { card, player }) : t(`table:a11y.announce.${part.group}Many`, { n: part.count });
    })
    .join(' ');
}

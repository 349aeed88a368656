// The board being built: each player's cards zone by zone (the library top first), each with its options,
// a way to move it and to remove it. Rows are memoized: adding a card to a board of a hundred draws one new row,
// not a hundred (an edit keeps the other cards' objects, setup-edit.ts), so the builder stays responsive.
import { memo, useCallback, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cardsIn, removeCard } from '../../builder/setup-edit';
import type { Setup, SetupCard } from '../../engine';
import { useCardNames, type CardNames } from '../common/use-card-names';
import { CardEditor, type EditDraft } from './CardEditor';

const ZONES = ['battlefield', 'hand', 'library', 'graveyard', 'exile'] as const;

interface Props {
  setup: Setup;
  edit: EditDraft;
  /** The card added last, marked in the list. */
  highlight: string | null;
}

export function DraftBoard({ setup, edit, highlight }: Props) {
  const { t } = useTranslation();
  const names = useCardNames();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (label: string) =>
      setOpen((prev) => {
        const next = new Set(prev);
        if (!next.delete(label)) next.add(label);
        return next;
      }),
    [],
  );
  return (
    <section className="builder-board" aria-labelledby="draft-title">
      <h3 id="draft-title">{t('builder:board', { count: setup.cards.length })}</h3>
      {setup.players.map((p) => (
        <section key={p} className="builder-player" aria-label={names.player(p)}>
          <h4>{t('builder:cardsOf', names.withOf({ player: names.player(p) }))}</h4>
          {ZONES.map((zone) => {
            const cards = cardsIn(setup, p, zone);
            if (cards.length === 0) return null;
            return (
              <div key={zone} className="builder-zone">
                <h5>{t(`common:zones.${zone}`)}</h5>
                <ul>
                  {cards.map((card) => {
                    const isOpen = open.has(card.label!);
                    return (
                      <DraftCard
                        key={card.label}
                        names={names}
                        t={t}
                        card={card}
                        open={isOpen}
                        setup={isOpen ? setup : null}
                        edit={edit}
                        toggle={toggle}
                        highlight={card.label === highlight}
                        host={card.attachedTo ? setup.cards.find((c) => c.label === card.attachedTo)?.card : undefined}
                      />
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </section>
      ))}
    </section>
  );
}

interface DraftCardProps {
  /** The names and texts, worked out once for the whole list (a hook per row is slow on a big board). */
  names: CardNames;
  t: TFunction;
  card: SetupCard;
  open: boolean;
  /** The whole draft, given only to an open row (its editor needs it); a closed row is drawn again only when its card changes. */
  setup: Setup | null;
  edit: EditDraft;
  toggle: (label: string) => void;
  highlight: boolean;
  /** The card (its id in the pool) this one is attached to. */
  host: string | undefined;
}

const DraftCard = memo(function DraftCard({ names, t, card, open, setup, edit, toggle, highlight, host }: DraftCardProps) {
  const name = names.card(card.card);
  const label = card.label ?? card.card;
  const notes = [
    card.tapped && t('common:card.tapped'),
    ...Object.entries(card.counters ?? {}).map(([kind, count]) => t('common:card.counter', { kind, count })),
    card.attachedTo && t('builder:on', { card: host ? names.card(host) : card.attachedTo, label: card.attachedTo }),
    card.controller && t('builder:controlledBy', { player: names.player(card.controller) }),
    card.damage && t('common:card.damage', { count: card.damage }),
    card.sick && t('builder:sick'),
  ].filter(Boolean);
  const editorId = `builder-edit-${label}`;
  return (
    <li className={`builder-card${highlight ? ' just-added' : ''}`}>
      <span className="builder-card-name">
        {name} <span className="muted">({label})</span>
        {notes.length > 0 && <span className="builder-notes"> — {notes.join(', ')}</span>}
      </span>
      <button
        type="button"
        aria-label={t('builder:optionsOf', { card: name, label })}
        aria-expanded={open}
        aria-controls={open ? editorId : undefined}
        onClick={() => toggle(label)}
      >
        {t('builder:options')}
      </button>
      <button type="button" aria-label={t('builder:removeCardOf', { card: name, label })} onClick={() => edit((s) => removeCard(s, label))}>
        {t('builder:remove')}
      </button>
      {open && setup && <CardEditor id={editorId} setup={setup} card={card} edit={edit} />}
    </li>
  );
});

// The board being built: each player's cards zone by zone (the library top first), each with its options,
// a way to move it and to remove it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardsIn, removeCard } from '../../builder/setup-edit';
import type { Setup, SetupCard } from '../../engine';
import { useCardNames } from '../common/use-card-names';
import { CardEditor } from './CardEditor';

const ZONES = ['battlefield', 'hand', 'library', 'graveyard', 'exile'] as const;

interface Props {
  setup: Setup;
  onChange: (setup: Setup) => void;
  /** The card added last, marked in the list. */
  highlight: string | null;
}

export function DraftBoard({ setup, onChange, highlight }: Props) {
  const { t } = useTranslation();
  const names = useCardNames();
  return (
    <section className="builder-board" aria-labelledby="draft-title">
      <h3 id="draft-title">{t('common:builder.board', { count: setup.cards.length })}</h3>
      {setup.players.map((p) => (
        <section key={p} className="builder-player" aria-label={names.player(p)}>
          <h4>{t('common:builder.cardsOf', names.withOf({ player: names.player(p) }))}</h4>
          {ZONES.map((zone) => {
            const cards = cardsIn(setup, p, zone);
            if (cards.length === 0) return null;
            return (
              <div key={zone} className="builder-zone">
                <h5>{t(`common:zones.${zone}`)}</h5>
                <ul>
                  {cards.map((card) => (
                    <DraftCard key={card.label} setup={setup} card={card} onChange={onChange} highlight={card.label === highlight} />
                  ))}
                </ul>
              </div>
            );
          })}
        </section>
      ))}
    </section>
  );
}

function DraftCard({ setup, card, onChange, highlight }: { setup: Setup; card: SetupCard; onChange: (setup: Setup) => void; highlight: boolean }) {
  const { t } = useTranslation();
  const names = useCardNames();
  const [open, setOpen] = useState(false);
  const name = names.card(card.card);
  const label = card.label ?? card.card;
  const notes = [
    card.tapped && t('common:card.tapped'),
    ...Object.entries(card.counters ?? {}).map(([kind, count]) => t('common:card.counter', { kind, count })),
    card.attachedTo && t('common:builder.on', { label: card.attachedTo }),
    card.controller && t('common:builder.controlledBy', { player: names.player(card.controller) }),
    card.damage && t('common:card.damage', { count: card.damage }),
    card.sick && t('common:builder.sick'),
  ].filter(Boolean);
  const editorId = `builder-edit-${label}`;
  return (
    <li className={`builder-card${highlight ? ' just-added' : ''}`}>
      <span className="builder-card-name">
        {name} <span className="muted">({label})</span>
        {notes.length > 0 && <span className="builder-notes"> — {notes.join(', ')}</span>}
      </span>
      <button type="button" aria-expanded={open} aria-controls={open ? editorId : undefined} onClick={() => setOpen(!open)}>
        {t('common:builder.options', { card: name, label })}
      </button>
      <button type="button" aria-label={t('common:builder.removeCardOf', { card: name, label })} onClick={() => onChange(removeCard(setup, label))}>
        {t('common:builder.remove')}
      </button>
      {open && <CardEditor id={editorId} setup={setup} card={card} onChange={onChange} />}
    </li>
  );
}

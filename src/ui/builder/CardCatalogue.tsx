// The card catalogue: search every card of the pool by its name in either language, its type, a keyword or a
// rule number; each card shows its text (a trigger's condition set apart), its rules and the lessons that use
// it. Its button, or Enter in the search field (the first card found), adds it to the chosen player's zone.
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchCards, splitTrigger, type CatalogueCard } from '../../builder/catalogue';
import { BUILDER_ZONES, type BuilderZone } from '../../builder/setup-edit';
import type { CardId, PlayerId, Setup } from '../../engine';
import { lessonCatalogue } from '../../lessons/catalogue.generated';
import { CardText } from '../board/CardText';
import { useCardNames, type CardNames } from '../common/use-card-names';
import { useCatalogue } from './use-catalogue';

/** Where the catalogue adds a card: a player and a zone. */
export interface Target {
  player: PlayerId;
  zone: BuilderZone;
}

interface Props {
  setup: Setup;
  target: Target;
  onTarget: (target: Target) => void;
  onAdd: (card: CardId) => void;
}

/** How many cards are listed at once (the search narrows the rest). */
const SHOWN = 40;

export function CardCatalogue({ setup, target, onTarget, onAdd }: Props) {
  const { t } = useTranslation();
  const names = useCardNames();
  const cards = useCatalogue();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const found = useMemo(() => searchCards(cards, deferred), [cards, deferred]);
  const where = { player: names.player(target.player), zone: t(`builder:zones.${target.zone}`) };
  return (
    <section className="builder-catalogue" aria-labelledby="catalogue-title">
      <h3 id="catalogue-title">{t('builder:catalogue')}</h3>
      <div className="builder-target">
        <label>
          <span>{t('builder:addTo')}</span>
          <select value={target.player} onChange={(e) => onTarget({ ...target, player: e.target.value })}>
            {setup.players.map((p) => (
              <option key={p} value={p}>
                {names.player(p)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('builder:zone')}</span>
          <select value={target.zone} onChange={(e) => onTarget({ ...target, zone: e.target.value as BuilderZone })}>
            {BUILDER_ZONES.map((z) => (
              <option key={z} value={z}>
                {t(`builder:zones.${z}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="builder-search">
        <span>{t('builder:search')}</span>
        <input
          type="search"
          value={query}
          aria-describedby="catalogue-help"
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            const first = searchCards(cards, query)[0];
            if (first) onAdd(first.id);
          }}
        />
      </label>
      <p id="catalogue-help" className="muted">
        {t('builder:searchHelp')} {t('builder:found', { count: found.length })}
      </p>
      <ul className="catalogue-list">
        {found.slice(0, SHOWN).map((card) => (
          <CatalogueEntry key={card.id} names={names} card={card} add={() => onAdd(card.id)} addLabel={t('builder:addCard', { card: card.texts.name, ...where })} />
        ))}
      </ul>
      {found.length > SHOWN && <p className="muted">{t('builder:more', { count: found.length - SHOWN })}</p>}
    </section>
  );
}

function CatalogueEntry({ names, card, add, addLabel }: { names: CardNames; card: CatalogueCard; add: () => void; addLabel: string }) {
  const { t } = useTranslation();
  const triggered = card.def.abilities?.some((a) => a.kind === 'triggered') ?? false;
  const lines = card.texts.text?.split('\n') ?? [];
  return (
    <li className="catalogue-card" data-card={card.id}>
      <div className="catalogue-card-head">
        <strong>{card.texts.name}</strong>
        {card.texts.otherName && card.texts.otherName !== card.texts.name && <span className="muted"> · {card.texts.otherName}</span>}
        <button type="button" className="catalogue-add" aria-label={addLabel} onClick={add}>
          {t('builder:add')}
        </button>
      </div>
      {card.texts.type && <p className="catalogue-type">{card.texts.type}</p>}
      {lines.map((line, i) => {
        const split = triggered ? splitTrigger(line) : null;
        return split ? (
          <div key={i} className="catalogue-trigger">
            <span className="catalogue-condition">{split.condition}</span> <CardText text={split.effect} className="catalogue-effect" />
          </div>
        ) : (
          <CardText key={i} text={line} className="catalogue-text" />
        );
      })}
      {(card.rules.length > 0 || card.lessons.length > 0) && (
        <p className="catalogue-meta">
          {card.rules.length > 0 && <span>{t('builder:rules', { rules: card.rules.join(', ') })}</span>}
          {card.lessons.length > 0 && (
            <span>
              {t('builder:lessons', { lessons: card.lessons.map((id) => lessonTitle(t, names, id)).join(' · ') })}
            </span>
          )}
        </p>
      )}
    </li>
  );
}

function lessonTitle(t: (key: string, options?: Record<string, unknown>) => string, names: CardNames, id: string): string {
  const lesson = lessonCatalogue.find((l) => l.id === id);
  if (!lesson) return id;
  return t(`lessons:${lesson.title}`, names.withOf(Object.fromEntries(Object.entries(lesson.cards).map(([k, card]) => [k, names.card(card)]))));
}

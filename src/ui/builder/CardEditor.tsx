// One card's options in the builder: where it is (move it), and on the battlefield tapped, counters, attached to
// (only the legal hosts), controller, summoning sickness, and the fields the card supports (damage on a
// creature, the name chosen as it entered, what it is a copy of); its label.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canAttach, copyChoices, counterKinds, legalHosts, nameableCards, supportedFields } from '../../builder/card-options';
import { BUILDER_ZONES, moveCard, relabelCard, updateCard, type BuilderZone } from '../../builder/setup-edit';
import type { Setup, SetupCard } from '../../engine';
import { engine } from '../../store/engine';
import { isPermanentCard } from '../../store/teacher';
import { useCardNames } from '../common/use-card-names';

/** Changes the draft from what it is when the change is made (so a row drawn earlier never edits an old draft). */
export type EditDraft = (change: (setup: Setup) => Setup) => void;

interface Props {
  id: string;
  setup: Setup;
  card: SetupCard;
  edit: EditDraft;
}

const KINDS = counterKinds(engine.cards);

export function CardEditor({ id, setup, card, edit }: Props) {
  const { t } = useTranslation();
  const names = useCardNames();
  const label = card.label!;
  const set = (options: Parameters<typeof updateCard>[2]) => edit((s) => updateCard(s, label, options));
  const onBattlefield = card.zone === 'battlefield';
  const fields = supportedFields(engine.cards, setup, card);
  const hosts = canAttach(engine.cards, setup, card) ? legalHosts(engine.cards, setup, label) : [];
  const copies = fields.copyOf ? copyChoices(engine.cards, setup, card) : { labels: [], cards: [] };
  const labelName = (l: string) => {
    const other = setup.cards.find((c) => c.label === l);
    return other ? `${names.card(other.card)} (${l})` : l;
  };
  return (
    <div id={id} className="builder-editor" role="group" aria-label={t('builder:optionsOf', { card: names.card(card.card), label })}>
      <MoveForm setup={setup} card={card} edit={edit} />
      <LabelField setup={setup} label={label} edit={edit} />
      {onBattlefield && (
        <>
          <label className="builder-check">
            <input type="checkbox" checked={Boolean(card.tapped)} onChange={(e) => set({ tapped: e.target.checked })} />
            <span>{t('common:card.tapped')}</span>
          </label>
          <label className="builder-check">
            <input type="checkbox" checked={Boolean(card.sick)} onChange={(e) => set({ sick: e.target.checked })} />
            <span>{t('builder:sick')}</span>
          </label>
          <label>
            <span>{t('builder:controller')}</span>
            <select value={card.controller ?? card.owner} onChange={(e) => set({ controller: e.target.value })}>
              {setup.players.map((p) => (
                <option key={p} value={p}>
                  {names.player(p)}
                </option>
              ))}
            </select>
          </label>
          {hosts.length > 0 || card.attachedTo ? (
            <label>
              <span>{t('builder:attachedTo')}</span>
              <select value={card.attachedTo ?? ''} onChange={(e) => set({ attachedTo: e.target.value })}>
                <option value="">{t('builder:nothing')}</option>
                {hosts.map((h) => (
                  <option key={h} value={h}>
                    {labelName(h)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {KINDS.map((kind) => (
            <label key={kind}>
              <span>{t('builder:counters', { kind })}</span>
              <input
                type="number"
                min={0}
                step={1}
                value={card.counters?.[kind] ?? 0}
                onChange={(e) => set({ counters: { ...card.counters, [kind]: Math.max(0, Math.trunc(Number(e.target.value) || 0)) } })}
              />
            </label>
          ))}
          {fields.damage && (
            <label>
              <span>{t('builder:damage')}</span>
              <input type="number" min={0} step={1} value={card.damage ?? 0} onChange={(e) => set({ damage: Math.max(0, Math.trunc(Number(e.target.value) || 0)) })} />
            </label>
          )}
          {fields.chosenName && (
            <label>
              <span>{t('builder:chosenName')}</span>
              <select value={card.chosenName ?? ''} onChange={(e) => set({ chosenName: e.target.value })}>
                <option value="">{t('builder:nothing')}</option>
                {nameableCards(engine.cards, setup, card).map((c) => (
                  <option key={c} value={c}>
                    {names.card(c)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {fields.copyOf && (
            <label>
              <span>{t('builder:copyOf')}</span>
              <select value={card.copyOf ?? ''} onChange={(e) => set({ copyOf: e.target.value })}>
                <option value="">{t('builder:nothing')}</option>
                {copies.labels.map((l) => (
                  <option key={l} value={l}>
                    {labelName(l)}
                  </option>
                ))}
                {copies.cards.map((c) => (
                  <option key={c} value={c}>
                    {names.card(c)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </>
      )}
    </div>
  );
}

function MoveForm({ setup, card, edit }: { setup: Setup; card: SetupCard; edit: EditDraft }) {
  const { t } = useTranslation();
  const names = useCardNames();
  const [zone, setZone] = useState<BuilderZone>(card.zone === 'library' ? 'libraryTop' : card.zone);
  const [owner, setOwner] = useState(card.owner);
  // An instant or a sorcery can't be put onto the battlefield (CR 400.4a).
  const permanent = isPermanentCard(card.card);
  return (
    <div className="builder-move">
      <label>
        <span>{t('builder:owner')}</span>
        <select value={owner} onChange={(e) => setOwner(e.target.value)}>
          {setup.players.map((p) => (
            <option key={p} value={p}>
              {names.player(p)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('builder:zone')}</span>
        <select value={zone} onChange={(e) => setZone(e.target.value as BuilderZone)}>
          {BUILDER_ZONES.map((z) => (
            <option key={z} value={z} disabled={z === 'battlefield' && !permanent}>
              {t(`builder:zones.${z}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={() => edit((s) => moveCard(s, card.label!, zone, owner))}>
        {t('builder:move')}
      </button>
    </div>
  );
}

function LabelField({ setup, label, edit }: { setup: Setup; label: string; edit: EditDraft }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(label);
  const next = relabelCard(setup, label, value);
  const commit = () => (next ? next !== setup && edit((s) => relabelCard(s, label, value) ?? s) : setValue(label));
  return (
    <label>
      <span>{t('builder:label')}</span>
      <input type="text" value={value} aria-invalid={next === null} onChange={(e) => setValue(e.target.value)} onBlur={commit} onKeyDown={(e) => e.key === 'Enter' && commit()} />
    </label>
  );
}

// The card detail: a modal dialog with everything a small card face can't hold — the full rules text, each
// ability (a triggered one split into its trigger condition and its effect), and the object's state now.
// Opened from any card on the table (useCardDetail); Escape or Close gives the focus back to the opener.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isPermanentCardType, type CardView, type GameView, type ObjectId, type PermanentView, type PlayerId } from '../../engine';
import { cardDefinition } from '../../store/engine';
import { useView } from '../../store/selectors';
import { CardText } from '../board/CardText';
import { ManaCost } from '../board/ManaCost';
import { useNames } from '../common/use-names';
import { abilityParts, type AbilityPart } from './ability-parts';
import { useCardDetail } from './detail-store';
import { whenStillClosed } from '../common/dialog-close';

type Zone = 'battlefield' | 'hand' | 'graveyard' | 'exile' | 'library';

interface Found {
  zone: Zone;
  player: PlayerId;
  card: CardView | PermanentView;
  permanent?: PermanentView;
}

function findObject(view: GameView, id: ObjectId): Found | undefined {
  const permanent = view.battlefield.find((p) => p.id === id);
  if (permanent) return { zone: 'battlefield', player: permanent.owner, card: permanent, permanent };
  for (const zone of ['hand', 'graveyard', 'exile', 'library'] as const) {
    for (const [player, cards] of Object.entries(view[zone])) {
      const card = cards.find((c) => c.id === id);
      if (card) return { zone, player, card };
    }
  }
  return undefined;
}

/**
 * An instant's or a sorcery's paragraphs are spell abilities, followed as the spell resolves (CR 113.3a), not static
 * abilities; one that reads "when …" sets up a delayed triggered ability (603.7). Keywords keep their own label.
 */
function kindKey(part: AbilityPart, spell: boolean): string {
  if (!spell || part.kind === 'keyword' || part.kind === 'activated') return `table:cardDetail.kind.${part.kind}`;
  return part.kind === 'triggered' ? 'table:cardDetail.kind.spellDelayed' : 'table:cardDetail.kind.spell';
}

function Ability({ part, spell }: { part: AbilityPart; spell: boolean }) {
  const { t } = useTranslation();
  return (
    <li className={`detail-ability kind-${part.kind}`}>
      <span className="detail-ability-kind">{t(kindKey(part, spell))}</span>
      {part.kind === 'triggered' || part.kind === 'activated' ? (
        <dl className="detail-ability-parts">
          {part.condition && (
            <>
              <dt>{t('table:cardDetail.condition')}</dt>
              <dd><CardText className="detail-line" text={part.condition} /></dd>
            </>
          )}
          {part.intervening && (
            <>
              <dt>{t('table:cardDetail.intervening')}</dt>
              <dd><CardText className="detail-line" text={part.intervening} /></dd>
            </>
          )}
          {part.cost && (
            <>
              <dt>{t('table:cardDetail.cost')}</dt>
              <dd><CardText className="detail-line" text={part.cost} /></dd>
            </>
          )}
          <dt>{t('table:cardDetail.effect')}</dt>
          <dd><CardText className="detail-line" text={part.effect ?? part.text} /></dd>
        </dl>
      ) : (
        <CardText className="detail-line" text={part.text} />
      )}
    </li>
  );
}

function StateList({ found, view }: { found: Found; view: GameView }) {
  const { t } = useTranslation();
  const names = useNames();
  const { permanent, card } = found;
  const def = cardDefinition(card.card);
  const controller = permanent?.controller ?? found.player;
  const owner = permanent?.owner ?? found.player;
  const ref = card.label ?? card.id;
  const attachments = view.battlefield.filter((p) => p.attachedTo === ref && p.id !== card.id);
  const facts: string[] = [
    t('table:cardDetail.zone', { zone: t(`common:zones.${found.zone}`) }),
    t('table:cardDetail.controller', { player: names.player(controller) }),
    t('table:cardDetail.owner', { player: names.player(owner) }),
  ];
  if (permanent) {
    facts.push(t(permanent.tapped ? 'table:cardDetail.tapped' : 'table:cardDetail.untapped'));
    if (permanent.summoningSick) facts.push(t('table:cardDetail.sick'));
    if (permanent.power !== undefined && permanent.toughness !== undefined) {
      facts.push(t('common:card.powerToughness', { power: permanent.power, toughness: permanent.toughness }));
      if (def?.power !== undefined && def.toughness !== undefined && (def.power !== permanent.power || def.toughness !== permanent.toughness))
        facts.push(t('table:cardDetail.printedPowerToughness', { power: def.power, toughness: def.toughness }));
    }
    if (permanent.damage > 0) facts.push(t('common:card.damage', { count: permanent.damage }));
    for (const [kind, count] of Object.entries(permanent.counters)) facts.push(t('common:card.counter', { count, kind }));
    if (permanent.attachedTo) facts.push(t('common:card.attachedTo', { target: names.distinct(permanent.attachedTo) }));
    if (attachments.length > 0) facts.push(t('table:cardDetail.attachments', { list: names.list(attachments.map((a) => names.distinct(a.label ?? a.id))) }));
    if (permanent.attacking) facts.push(t('table:cardDetail.attacking', { player: names.player(permanent.attacking) }));
    if (permanent.blocking?.length) facts.push(t('table:cardDetail.blocking', { list: names.list(permanent.blocking.map(names.distinct)) }));
    if (permanent.phasedOut) facts.push(t('common:card.phasedOut'));
    if (permanent.printed) facts.push(t('common:card.printed', { card: names.card(permanent.printed) }));
    if (permanent.chosenName) facts.push(t('common:card.chosenName', { card: names.card(permanent.chosenName) }));
  } else if (def?.power !== undefined && def.toughness !== undefined) {
    facts.push(t('common:card.powerToughness', { power: def.power, toughness: def.toughness }));
  }
  if (card.token) facts.push(t('common:card.token'));
  if (card.label) facts.push(t('common:card.label', { label: card.label }));
  if ('faceDown' in card && card.faceDown) facts.push(t('common:card.faceDown'));
  if ('exiledWith' in card && card.exiledWith) facts.push(t('common:card.exiledWith', { card: names.distinct(card.exiledWith) }));
  return (
    <ul className="detail-state">
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}

export function CardDetailDialog() {
  const id = useCardDetail((s) => s.id);
  // Only an open dialog follows the game (every action would otherwise render it again).
  return id ? <OpenCardDetail id={id} /> : null;
}

function OpenCardDetail({ id }: { id: ObjectId }) {
  const { t, i18n } = useTranslation();
  const view = useView();
  const names = useNames();
  const close = useCardDetail((s) => s.close);
  const dialog = useRef<HTMLDialogElement>(null);
  const found = findObject(view, id);

  // The object left the zones the table shows (it resolved, a new board): nothing to show.
  useEffect(() => {
    if (!found) close();
  }, [found, close]);
  useEffect(() => {
    const d = dialog.current;
    if (d && found && !d.open) d.showModal();
  }, [found]);

  if (!found) return null;
  const card = found.card.card;
  const def = cardDefinition(card);
  // An instant or a sorcery: its paragraphs are spell abilities (CR 113.3a).
  const spell = def !== undefined && !isPermanentCardType(def.types);
  const textKey = `cards:${card}.text`;
  const text = i18n.exists(textKey) ? t(textKey) : '';
  const name = names.card(card);
  return (
    <dialog
      ref={dialog}
      className="card-detail"
      aria-labelledby="card-detail-name"
      // Escape closes the dialog natively; then (as for the Close button) the store forgets it and the focus
      // goes back to the opener, once the page is no longer inert; not when another card is shown by then.
      onClose={whenStillClosed(dialog, close)}
    >
      <div className="card-detail-body">
        <header className="card-detail-head">
          <h2 id="card-detail-name">{name}</h2>
          <ManaCost cost={def?.cost} />
        </header>
        <p className="card-detail-type">{t(`cards:${card}.type`, { defaultValue: '' })}</p>
        {text && (
          <section aria-labelledby="card-detail-text">
            <h3 id="card-detail-text">{t('table:cardDetail.rulesText')}</h3>
            <CardText className="card-detail-text" text={text} />
          </section>
        )}
        {text && (
          <section aria-labelledby="card-detail-abilities">
            <h3 id="card-detail-abilities">{t('table:cardDetail.abilities')}</h3>
            <ul className="detail-abilities">
              {abilityParts(text, name).map((part, i) => (
                <Ability key={i} part={part} spell={spell} />
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="card-detail-state">
          <h3 id="card-detail-state">{t('table:cardDetail.state')}</h3>
          <StateList found={found} view={view} />
        </section>
      </div>
      <button type="button" className="card-detail-close primary" autoFocus onClick={() => dialog.current?.close()}>
        {t('table:cardDetail.close')}
      </button>
    </dialog>
  );
}

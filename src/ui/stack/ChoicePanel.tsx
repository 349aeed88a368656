// Whatever decision the game waits for: an order, a target, a "may", an optional cost, permanents to sacrifice,
// the division of a blocked creature's combat damage, new targets for a copy or a spell cast by an effect,
// and the choices made as a permanent enters (a name, a creature to copy, what an Aura enchants).
import { useTexts } from '../../i18n/use-t';
import { useLeavingDispatch } from '../common/use-leaving-dispatch';
import { useView, useViewPart } from '../../store/selectors';
import { ManaCost } from '../board/ManaCost';
import { RuleRef } from '../common/RuleRef';
import { useNames } from '../common/use-names';
import { DamageAssignmentChoice } from './DamageAssignmentChoice';
import { OrderChoice, OrderDragHost } from './OrderChoice';
import { ScryChoice } from './ScryChoice';
import { NameChoice } from './NameChoice';
import { SacrificeChoice } from './SacrificeChoice';
import { NewTargetsChoice } from './NewTargetsChoice';
import { useShownAgain } from '../timeline/use-arrival';
import { usePlayback } from '../../store/playback-store';
import { useStacklab } from '../../store/game-store';
import { isLive } from '../../store/timeline';
import { causePhrase } from './TriggerCause';

/**
 * The key of an order choice: its triggers' ids, so that another choice starts afresh. Worked out once per list of
 * options (600 ids after a Wrath, and a step back in time shows the same list again).
 */
const orderKeys = new WeakMap<readonly { id: string }[], string>();
function orderKey(options: readonly { id: string }[]): string {
  let key = orderKeys.get(options);
  if (key === undefined) orderKeys.set(options, (key = options.map((o) => o.id).join()));
  return key;
}

export function ChoicePanel() {
  // The drag library stays mounted while choices come and go (OrderDragHost); it draws nothing in the panel's place.
  return (
    <OrderDragHost>
      <ChoiceSlot />
    </OrderDragHost>
  );
}

/**
 * The panel's place, inside the drag library: a choice that comes or goes renders this slot and the panel, not the
 * library's context and its screen reader texts around them.
 */
function ChoiceSlot() {
  // Rendered again only when a choice comes or goes, not on every action.
  const waiting = useViewPart((v) => v.pending !== null);
  return waiting ? <PendingChoicePanel /> : null;
}

function PendingChoicePanel() {
  const { t } = useTexts();
  const view = useView();
  const names = useNames();
  const dispatch = useLeavingDispatch();
  const shownAgain = useShownAgain();
  const cursor = usePlayback((p) => p.cursor);
  const past = useStacklab((s) => !isLive(s, cursor));
  const pending = view.pending;
  if (!pending) return null;
  const player = names.player(pending.player);
  let body;
  switch (pending.kind) {
    case 'order':
      body = <OrderChoice key={orderKey(pending.options)} pending={pending} />;
      break;
    case 'target': {
      const trigger = view.pendingTriggers.find((p) => p.id === pending.trigger);
      body = (
        <>
          <p className="choice-prompt">
            {/* Which of several abilities of one card this is: what set it off ("triggered by Bob's Grizzly Bears"). */}
            {trigger?.cause
              ? t('table:choice.target.promptCause', {
                  ...names.withOf({ player, card: names.card(trigger.source) }),
                  causedBy: t('table:choice.order.causedBy', { causes: causePhrase(t, names, [trigger.cause]) }),
                })
              : t('table:choice.target.prompt', names.withOf({ player, card: trigger ? names.card(trigger.source) : '' }))}{' '}
            <RuleRef rule="603.3d" />
          </p>
          <div className="choice-buttons">
            {pending.options.map((option) => (
              <button key={option} type="button" className="primary" data-ref={option} onClick={() => dispatch({ type: 'choose', player: pending.player, answer: option })}>
                {names.distinct(option)}
              </button>
            ))}
          </div>
        </>
      );
      break;
    }
    case 'may':
    case 'pay': {
      const item = view.stack.find((s) => s.id === pending.item);
      const card = item ? names.card(item.source) : '';
      const yes = () => dispatch({ type: 'choose', player: pending.player, answer: true });
      const no = () => dispatch({ type: 'choose', player: pending.player, answer: false });
      body = (
        <>
          <p className="choice-prompt">
            {pending.kind === 'may' ? (
              t('table:choice.may.prompt', names.withOf({ player, card }))
            ) : (
              <>
                {t(pending.unless ? 'table:choice.pay.unlessPrompt' : 'table:choice.pay.prompt', names.withOf({ player, card }))}{' '}
                <ManaCost cost={pending.cost} />
              </>
            )}{' '}
            <RuleRef rule="603.5" />
          </p>
          <div className="choice-buttons">
            <button type="button" className="primary" onClick={yes}>
              {t(`table:choice.${pending.kind}.yes`)}
            </button>
            <button type="button" onClick={no}>
              {t(`table:choice.${pending.kind}.no`)}
            </button>
          </div>
        </>
      );
      break;
    }
    case 'mode': {
      const trigger = view.pendingTriggers.find((p) => p.id === pending.trigger);
      const source = trigger?.source ?? '';
      body = (
        <>
          <p className="choice-prompt">
            {t('table:choice.mode.prompt', names.withOf({ player, card: trigger ? names.card(source) : '' }))} <RuleRef rule="603.3c" />
          </p>
          <div className="choice-buttons choice-modes">
            {pending.options.map((mode) => (
              <button key={mode} type="button" className="primary" data-mode={mode} onClick={() => dispatch({ type: 'choose', player: pending.player, answer: mode })}>
                {t(`cards:${source}.modes.${mode}`, { defaultValue: t('table:choice.mode.option', { n: mode + 1 }) })}
              </button>
            ))}
          </div>
        </>
      );
      break;
    }
    case 'scry': {
      body = (
        <>
          <p className="choice-prompt">{t('table:choice.scry.prompt', { player, count: pending.options.length })}</p>
          <ScryChoice key={pending.options.join()} player={pending.player} options={pending.options} />
        </>
      );
      break;
    }
    case 'card': {
      if (pending.moving) {
        // CR 303.4f: what an Aura put onto the battlefield by a move enchants; `item` is the Aura.
        body = (
          <>
            <p className="choice-prompt">
              {t('table:choice.card.enchantPrompt', names.withOf({ player, card: names.ref(pending.item) }))} <RuleRef rule="303.4f" />
            </p>
            <ObjectButtons player={pending.player} options={pending.options} none={null} />
          </>
        );
        break;
      }
      const item = view.stack.find((s) => s.id === pending.item);
      const card = item ? names.card(item.source) : '';
      body = (
        <>
          <p className="choice-prompt">{t('table:choice.card.prompt', names.withOf({ player, card }))}</p>
          <ObjectButtons player={pending.player} options={pending.options} none={pending.optional ? t('table:choice.card.none') : null} />
        </>
      );
      break;
    }
    case 'legend': {
      const card = names.card(pending.card);
      body = (
        <>
          <p className="choice-prompt">
            {t('table:choice.legend.prompt', { player, card })} <RuleRef rule="704.5j" />
          </p>
          <div className="choice-buttons">
            {pending.options.map((option, i) => (
              <button key={option} type="button" className="primary" data-ref={option} onClick={() => dispatch({ type: 'choose', player: pending.player, answer: option })}>
                {t('table:choice.legend.option', { card: names.distinct(option), n: i + 1 })}
              </button>
            ))}
          </div>
        </>
      );
      break;
    }
    case 'sacrifice':
    case 'return':
    case 'discard':
      body = <SacrificeChoice key={pending.options.join()} pending={pending} />;
      break;
    case 'name':
      body = <NameChoice key={pending.item} pending={pending} />;
      break;
    case 'copy': {
      const card = names.card(pending.card);
      body = (
        <>
          <p className="choice-prompt">
            {t('table:choice.copy.prompt', names.withOf({ player, card }))} <RuleRef rule="603.6d" />
          </p>
          <ObjectButtons player={pending.player} options={pending.options} none={pending.optional ? t('table:choice.copy.none') : null} />
        </>
      );
      break;
    }
    case 'damageAssignment':
      body = <DamageAssignmentChoice key={`${pending.attacker}-${pending.options.join()}`} pending={pending} />;
      break;
    case 'newTargets':
      body = <NewTargetsChoice key={pending.item} pending={pending} />;
      break;
  }
  return (
    <section
      id="table-choice"
      className={`panel choice-panel${shownAgain ? ' shown-again' : ''}${past ? ' in-the-past' : ''}`}
      data-kind={pending.kind}
      aria-label={t('table:choice.title')}
      // With its answers inert, the panel itself takes the focus, so that a keyboard can scroll a long one.
      tabIndex={past ? 0 : undefined}
    >
      <h2 className="panel-title">{t('table:choice.title')}</h2>
      <p className="choice-who">{t('table:choice.who', { player })}</p>
      {past && <p className="choice-past">{t('table:choice.past')}</p>}
      {/* A moment of the past shows the choice as it was asked; only the live game answers (its controls act now). */}
      <div className="choice-body" inert={past}>
        {body}
      </div>
    </section>
  );
}

/** One button per object (named by its label or card), and a "none" button when choosing none is allowed. */
function ObjectButtons({ player, options, none }: { player: string; options: readonly string[]; none: string | null }) {
  const names = useNames();
  const dispatch = useLeavingDispatch();
  return (
    <div className="choice-buttons">
      {options.map((option) => (
        <button key={option} type="button" className="primary" data-ref={option} onClick={() => dispatch({ type: 'choose', player, answer: option })}>
          {names.distinct(option)}
        </button>
      ))}
      {none !== null && (
        <button type="button" onClick={() => dispatch({ type: 'choose', player, answer: false })}>
          {none}
        </button>
      )}
    </div>
  );
}

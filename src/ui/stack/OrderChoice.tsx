// CR 603.3b: a player puts their triggers on the stack in the order they choose. The list reads in the
// order they go on the stack: the first resolves last.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingChoice } from '../../engine';
import { useStacklab } from '../../store/game-store';
import { useNames } from '../common/use-names';
import { RuleRef } from '../common/RuleRef';
import { TriggerCause } from './TriggerCause';

type OrderPending = Extract<PendingChoice, { kind: 'order' }>;

export function OrderChoice({ pending }: { pending: OrderPending }) {
  const { t } = useTranslation();
  const names = useNames();
  const dispatch = useStacklab((s) => s.dispatch);
  const [order, setOrder] = useState(() => pending.options.map((o) => o.id));
  const byId = new Map(pending.options.map((o) => [o.id, o]));
  const move = (index: number, delta: number) =>
    setOrder((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      if (item !== undefined) next.splice(index + delta, 0, item);
      return next;
    });
  return (
    <>
      <p className="choice-prompt">
        {t('common:choice.order.prompt', { player: names.player(pending.player) })} <RuleRef rule="603.3b" />
      </p>
      <ol className="order-list">
        {order.map((id, i) => {
          const option = byId.get(id);
          const name = option ? names.card(option.source) : id;
          return (
            <li key={id} className="order-item" data-trigger={id}>
              <span className="order-position">{t('common:choice.order.position', { position: i + 1 })}</span>
              <span className="order-name">
                <strong>{name}</strong> <TriggerCause id={id} />
                {i === 0 && <span className="muted"> — {t('common:choice.order.firstOnStack')}</span>}
                {i === order.length - 1 && <span className="muted"> — {t('common:choice.order.lastOnStack')}</span>}
              </span>
              <span className="order-buttons">
                <button type="button" className="icon-button" disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('common:choice.order.up', { card: name })}>
                  ↑
                </button>
                <button
                  type="button"
                  className="icon-button"
                  disabled={i === order.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={t('common:choice.order.down', { card: name })}
                >
                  ↓
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <div className="choice-buttons">
        <button type="button" className="primary" onClick={() => dispatch({ type: 'choose', player: pending.player, answer: order })}>
          {t('common:choice.order.confirm')}
        </button>
      </div>
    </>
  );
}

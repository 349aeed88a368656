// What a card looks like: name and cost, type line, rules text, power/toughness, damage and counters.
import { memo } from 'react';
import { useTexts } from '../../i18n/use-t';
import type { CardId } from '../../engine';
import { cardDefinition } from '../../store/engine';
import { CardText } from './CardText';
import { frameOf } from './mana';
import { ManaCost } from './ManaCost';
import { OtherName } from '../presentation/OtherName';

export interface CardFaceProps {
  card: CardId;
  power?: number | undefined;
  toughness?: number | undefined;
  damage?: number;
  counters?: Record<string, number>;
  /** Only the name, cost and type line. */
  mini?: boolean;
}

export const CardFace = memo(function CardFace({ card, power, toughness, damage = 0, counters = {}, mini = false }: CardFaceProps) {
  const { t, i18n } = useTexts();
  const def = cardDefinition(card);
  const isLand = def?.types.includes('land') ?? false;
  const p = power ?? def?.power;
  const tough = toughness ?? def?.toughness;
  const textKey = `cards:${card}.text`;
  const text = i18n.exists(textKey) ? t(textKey) : '';
  // A card with no rules text (Grizzly Bears) shows no empty text box: its power and toughness stay at its foot.
  const length = text === '' ? ' no-text' : text.length > 170 ? ' very-long-text' : text.length > 95 ? ' long-text' : '';
  return (
    <div className={`card-face frame-${frameOf(def?.cost, isLand, def?.colors)}${mini ? ' mini' : ''}${length}${p !== undefined ? ' has-pt' : ''}`}>
      <div className="card-title">
        <span className="card-name">{t(`cards:${card}.name`, { defaultValue: card })}</span>
        <ManaCost cost={def?.cost} />
      </div>
      <OtherName card={card} />
      <div className="card-type">{t(`cards:${card}.type`, { defaultValue: '' })}</div>
      {!mini && text !== '' && <CardText text={text} />}
      {(damage > 0 || Object.keys(counters).length > 0) && (
        <div className="card-marks">
          {damage > 0 && <span className="damage-mark">{t('common:card.damage', { count: damage })}</span>}
          {Object.entries(counters).map(([kind, count]) => (
            <span key={kind} className="counter-mark">
              {t('common:card.counter', { count, kind })}
            </span>
          ))}
        </div>
      )}
      {p !== undefined && tough !== undefined && (
        <div className="card-footer">
          {p !== undefined && tough !== undefined && (
            <span className="card-pt" title={t('common:card.powerToughness', { power: p, toughness: tough })}>
              {p}/{tough}
            </span>
          )}
        </div>
      )}
    </div>
  );
});

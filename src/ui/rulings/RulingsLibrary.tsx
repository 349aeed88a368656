// The rulings library: every ruling with its title, question, rules and cards; a filter by rule number and a
// search by card name (in either language). Opening one (a click, or Enter on its title) plays it on the
// sandbox's custom board, where its question and explanation are shown beside the board (RulingNote.tsx).
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { LANGUAGES } from '../../i18n/languages';
import { loadTexts } from '../../i18n/load-language';
import { rulings, type Ruling } from '../../rulings';
import { openRuling } from '../../store/ruling-store';
import { RuleRef } from '../common/RuleRef';
import { sandboxPath, withSearch } from '../routing/paths';
import { filterRulings } from './filter';


function RulingEntry({ ruling, onOpen }: { ruling: Ruling; onOpen: (ruling: Ruling) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <li className="ruling-entry" aria-labelledby={titleId}>
      <h3 className="ruling-title" id={titleId}>
        <button type="button" className="ruling-open" onClick={() => onOpen(ruling)}>
          {t(`rulings:${ruling.id}.title`)}
        </button>
      </h3>
      <p className="ruling-question">{t(`rulings:${ruling.id}.question`)}</p>
      <p className="ruling-meta">
        <span className="ruling-meta-label">{t('common:rulings.rules')}</span>{' '}
        {ruling.rules.map((rule) => (
          <span key={rule} className="ruling-rule">
            <RuleRef rule={rule} bare />{' '}
          </span>
        ))}
      </p>
      <p className="ruling-meta">
        <span className="ruling-meta-label">{t('common:rulings.cards')}</span> {ruling.cards.map((card) => t(`cards:${card}.name`)).join(' · ')}
      </p>
    </li>
  );
}

export default function RulingsLibrary() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const [rule, setRule] = useState('');
  const [card, setCard] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  // The search finds a card by its name in the other language too: that language's page texts (the cards'
  // names among them) are fetched once, as the rule panel does for its second summary.
  const [, setNamesLoaded] = useState(0);
  useEffect(() => {
    let live = true;
    for (const lng of LANGUAGES) {
      void loadTexts(i18n, lng, 'page').then(
        () => live && setNamesLoaded((n) => n + 1),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [i18n]);
  // Fifty rulings: filtered on each render (a render follows the arrival of the other language's names).
  const names = (id: string) => LANGUAGES.map((lng) => i18n.getResource(lng, 'cards', `${id}.name`) as unknown).filter((n): n is string => typeof n === 'string');
  const shown = filterRulings(rulings, rule, card, names);
  const open = (ruling: Ruling) => {
    const opened = openRuling(ruling);
    if (!opened.ok) {
      setFailed(opened.refusal.code);
      return;
    }
    navigate(withSearch(sandboxPath('custom')));
    // The button is gone with the library: the focus goes to the ruling's title beside the board once the
    // table shows it (it loads lazily), not to the page.
    let frames = 0;
    const focusNote = () => {
      const title = document.querySelector<HTMLElement>('#ruling-note-title');
      if (title) title.focus();
      else if (frames++ < 300) window.requestAnimationFrame(focusNote);
    };
    window.requestAnimationFrame(focusNote);
  };
  return (
    <main className="rulings-page" aria-labelledby="rulings-heading">
      <div className="rulings-intro panel">
        <h2 id="rulings-heading">{t('common:rulings.title')}</h2>
        <p>{t('common:rulings.intro')}</p>
        <div role="search" className="rulings-filters" aria-label={t('common:rulings.filters')}>
          <label>
            {t('common:rulings.filterRule')}
            <input type="search" value={rule} onChange={(e) => setRule(e.target.value)} placeholder="603.10" autoComplete="off" />
          </label>
          <label>
            {t('common:rulings.searchCard')}
            <input type="search" value={card} onChange={(e) => setCard(e.target.value)} autoComplete="off" />
          </label>
        </div>
        <p className="rulings-count" role="status">
          {shown.length === 0 ? t('common:rulings.none') : t('common:rulings.count', { count: shown.length })}
        </p>
      </div>
      {failed && (
        <p role="alert" className="rulings-failed panel">
          {t('common:rulings.openFailed', { error: failed })}
        </p>
      )}
      <ul className="rulings-list">
        {shown.map((ruling) => (
          <RulingEntry key={ruling.id} ruling={ruling} onOpen={open} />
        ))}
      </ul>
    </main>
  );
}

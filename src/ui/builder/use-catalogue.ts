// The card catalogue as the builder shows it: every card with its name in the current language and in the other
// one (whose names are fetched once, like the rule panel's second summary), its type line and text.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueCards, type CatalogueCard } from '../../builder/catalogue';
import type { CardId } from '../../engine';
import { loadTexts, textsLoaded } from '../../i18n/load-language';
import { engine } from '../../store/engine';

export function useCatalogue(): CatalogueCard[] {
  const { t, i18n } = useTranslation();
  const other = i18n.language === 'fr' ? 'en' : 'fr';
  const [otherReady, setOtherReady] = useState(() => textsLoaded(i18n, other));
  useEffect(() => {
    if (otherReady) return;
    let live = true;
    loadTexts(i18n, other).then(
      () => live && setOtherReady(true),
      () => undefined, // offline: the search uses the current language's names only
    );
    return () => {
      live = false;
    };
  }, [i18n, other, otherReady]);
  const language = i18n.language;
  return useMemo(() => {
    const otherT = otherReady ? i18n.getFixedT(other, 'cards') : null;
    const text = (id: CardId, field: string) => {
      const key = `cards:${id}.${field}`;
      return i18n.exists(key) ? t(key) : undefined;
    };
    return catalogueCards(engine.cards, (id) => ({
      name: t(`cards:${id}.name`, { defaultValue: id }),
      otherName: otherT ? otherT(`${id}.name`, { defaultValue: '' }) || undefined : undefined,
      type: text(id, 'type'),
      text: text(id, 'text'),
    }));
    // The language is what changes `t`'s texts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, i18n, language, other, otherReady]);
}

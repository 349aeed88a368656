// A card's name in the other language, under its name, while presentation mode shows both (bilingual classes).
import { useEffect, useState } from 'react';
import { useTexts } from '../../i18n/use-t';
import type { CardId } from '../../engine';
import { loadTexts, textsLoaded } from '../../i18n/load-language';
import { usePresentation } from './presentation-store';

export function otherLanguage(lng: string): 'en' | 'fr' {
  return lng.startsWith('fr') ? 'en' : 'fr';
}

export function OtherName({ card }: { card: CardId }) {
  const shown = usePresentation((s) => s.on && s.bilingual);
  const { i18n } = useTexts();
  const other = otherLanguage(i18n.language);
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (!shown || textsLoaded(i18n, other)) return;
    let live = true;
    loadTexts(i18n, other).then(
      () => live && setLoads((n) => n + 1),
      () => undefined, // offline: only the current language's name
    );
    return () => {
      live = false;
    };
  }, [shown, other, i18n]);
  if (!shown || !textsLoaded(i18n, other)) return null;
  const key = `${card}.name`;
  if (!i18n.exists(key, { ns: 'cards', lng: other })) return null;
  return (
    <span className="other-name" lang={other}>
      {i18n.getFixedT(other, 'cards')(key)}
    </span>
  );
}

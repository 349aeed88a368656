// i18next for the browser: one instance, language from the URL / storage / browser, texts loaded a language
// and a part at a time (load-language.ts).
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, STORAGE_KEY, withLanguageParam } from './detect-language';
import { NAMESPACES, type Language } from './languages';
import { loadTexts } from './load-language';
import { rememberTranslations } from './fast-t';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage can be disabled; the URL still carries the choice
  }
}

function remember(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    /* ignore: see readStored */
  }
  try {
    const next = withLanguageParam(window.location.href, language);
    if (next !== window.location.href) window.history.replaceState(window.history.state, '', next);
  } catch {
    /* a sandboxed frame or a file: URL may refuse it; the language is still applied */
  }
  document.documentElement.lang = language;
}

/**
 * Creates and initialises the app's i18next instance, and loads the active language's page texts: render
 * once the promise resolves (main.tsx), so that the first paint never shows a raw key.
 */
export async function setupI18n(): Promise<I18n> {
  const language = detectLanguage({
    search: window.location.search,
    stored: readStored(),
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  void instance.init({
    resources: {},
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'fr'],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes what it renders
    returnNull: false,
  });
  rememberTranslations(instance);
  instance.on('languageChanged', (lng) => {
    if (lng === 'en' || lng === 'fr') remember(lng);
    document.title = instance.t('common:app.documentTitle');
  });
  await loadTexts(instance, language, 'page');
  remember(language);
  document.title = instance.t('common:app.documentTitle');
  return instance;
}

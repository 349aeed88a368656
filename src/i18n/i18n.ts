// i18next for the browser: one instance, resources bundled, language from the URL / storage / browser.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, STORAGE_KEY, withLanguageParam } from './detect-language';
import { NAMESPACES, resources, type Language } from './resources';

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

/** Creates and initialises the app's i18next instance (synchronously: the resources are bundled). */
export function setupI18n(): I18n {
  const language = detectLanguage({
    search: window.location.search,
    stored: readStored(),
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  void instance.init({
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'fr'],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes what it renders
    returnNull: false,
  });
  instance.on('languageChanged', (lng) => {
    if (lng === 'en' || lng === 'fr') remember(lng);
    document.title = instance.t('common:app.documentTitle');
  });
  remember(language);
  document.title = instance.t('common:app.documentTitle');
  return instance;
}

// When even the texts of the page could not be loaded (offline, a new version deployed meanwhile), there is
// nothing to translate with: say so in both languages, with a way to try again, rather than a blank page.
export const BOOT_ERROR = {
  en: { text: 'Stacklab could not load its texts. Check your connection, then try again.', retry: 'Try again' },
  fr: { text: "Stacklab n'a pas pu charger ses textes. Vérifiez votre connexion, puis réessayez.", retry: 'Réessayer' },
} as const;

export function BootError() {
  return (
    <main className="boot-error" role="alert">
      {(['en', 'fr'] as const).map((lng) => (
        <p key={lng} lang={lng}>
          {BOOT_ERROR[lng].text}
        </p>
      ))}
      <button type="button" onClick={() => window.location.reload()}>
        <span lang="en">{BOOT_ERROR.en.retry}</span> / <span lang="fr">{BOOT_ERROR.fr.retry}</span>
      </button>
    </main>
  );
}

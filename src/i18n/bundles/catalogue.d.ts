// `locales/<lng>/lessons.json?catalogue`: the lessons' titles, summaries and step titles (vite.config.ts).
declare module '*.json?catalogue' {
  const texts: Record<string, unknown>;
  export default texts;
}

// `locales/<lng>/cards.json?names`: the cards' names and grammar.
declare module '*.json?names' {
  const texts: Record<string, unknown>;
  export default texts;
}

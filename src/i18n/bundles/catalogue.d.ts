// `locales/<lng>/lessons.json?catalogue`: the lessons' titles, summaries and step titles (vite.config.ts).
declare module '*.json?catalogue' {
  const texts: Record<string, unknown>;
  export default texts;
}

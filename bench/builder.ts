// npm run bench:builder: the time to add a card from the catalogue to a board of 100 permanents — the search and
// the setup edit — then, as upper bounds, the builder's whole list drawn from scratch (React rendered to a string;
// in the browser its memoized rows draw only the new one: e2e/builder.spec.ts prints that time) and starting the board.
import i18next from 'i18next';
import { createElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { renderToString } from 'react-dom/server';
import en from '../locales/en/cards.json';
import builder from '../locales/en/builder.json';
import common from '../locales/en/common.json';
import fr from '../locales/fr/cards.json';
import { catalogueCards, searchCards } from '../src/builder/catalogue';
import { addCard, emptySetup } from '../src/builder/setup-edit';
import { cardPool } from '../src/cards';
import { createEngine, type Setup } from '../src/engine';
import { DraftBoard } from '../src/ui/builder/DraftBoard';

const engine = createEngine(cardPool);
void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { common, builder, cards: en } }, defaultNS: 'common', initAsync: false, interpolation: { escapeValue: false } });
type Texts = Record<string, { name: string; type?: string; text?: string }>;
const names = [en as Texts, fr as Texts];

function board(n: number): Setup {
  let setup = emptySetup();
  const creatures = ['grizzly-bears', 'blood-artist', 'souls-attendant', 'kalastria-highborn', 'forest'];
  for (let i = 0; i < n; i++) setup = addCard(setup, creatures[i % creatures.length]!, i % 2 ? 'bob' : 'alice', 'battlefield')!.setup;
  return setup;
}

function time<T>(runs: number, f: () => T): { ms: number; last: T } {
  let last = f();
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) last = f();
  return { ms: (performance.now() - t0) / runs, last };
}

const catalogue = catalogueCards(cardPool, (id) => ({ name: names[0]![id]!.name, otherName: names[1]![id]?.name, type: names[0]![id]?.type, text: names[0]![id]?.text }));
for (const n of (process.argv[2] ?? '100').split(',').map(Number)) {
  const setup = board(n);
  const search = time(200, () => searchCards(catalogue, 'suivante'));
  const add = time(200, () => addCard(setup, search.last[0]!.id, 'alice', 'battlefield')!);
  const render = time(20, () => renderToString(createElement(DraftBoard, { setup: add.last.setup, edit: () => undefined, highlight: add.last.label })));
  const start = time(20, () => engine.start(add.last.setup));
  if (!start.last.ok) throw new Error(start.last.error);
  const total = search.ms + add.ms + render.ms;
  console.log(
    `${n} permanents: add a card ${(search.ms + add.ms).toFixed(2)} ms (search ${search.ms.toFixed(2)} ms, setup edit ${add.ms.toFixed(3)} ms); whole list drawn from scratch ${render.ms.toFixed(1)} ms (at most ${total.toFixed(1)} ms in all); start the board ${start.ms.toFixed(2)} ms`,
  );
}

// Writes the corpus of bad share links and scenario files (src/share/bad-links/): `npx tsx scripts/bad-links.ts`.
// Each file is named `NNN-<code>[@<action>]--<what>.<txt|json>` after the error code (without `errors.`) that
// opening it must give: a `.txt` holds a link's fragment (`#s=…`), a `.json` the bytes of a scenario file.
// The links are compressed with Node's zlib (raw DEFLATE, what the browser's CompressionStream writes).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';

const dir = join(import.meta.dirname, '..', 'src', 'share', 'bad-links');
mkdirSync(dir, { recursive: true });
for (const f of readdirSync(dir)) if (/\.(txt|json)$/.test(f)) rmSync(join(dir, f));

const F = 'stacklab-scenario/1';
const setup = { players: ['alice', 'bob'], freeMana: true, cards: [
  { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'artist' },
  { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bears' },
  { card: 'wrath-of-god', zone: 'hand', owner: 'alice', label: 'wrath' },
] };
const good = (extra: object = {}) => JSON.stringify({ format: F, setup, actions: [], ...extra });
const deflate = (text: string | Buffer) => deflateRawSync(typeof text === 'string' ? Buffer.from(text, 'utf8') : text, { level: 9 });
const b64 = (bytes: Buffer) => bytes.toString('base64url');
const link = (text: string | Buffer) => `#s=${b64(deflate(text))}`;
const withSetup = (patch: object) => JSON.stringify({ format: F, setup: { ...setup, ...patch }, actions: [] });
const withActions = (actions: unknown[]) => JSON.stringify({ format: F, setup, actions });

const goodBytes = deflate(good({ actions: [{ type: 'cast', player: 'alice', card: 'wrath' }, { type: 'resolve' }] }));
const tampered = Buffer.from(goodBytes);
tampered[Math.floor(tampered.length / 2)]! ^= 0xff;
const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

const links: [string, string][] = [
  ['linkEmpty--nothing-after-s', '#s='],
  ['linkTooLong--40k-characters', `#s=${'A'.repeat(40_000)}`],
  ['linkTooLong--valid-then-padded', `${link(good())}${'A'.repeat(33_000)}`],
  ['linkNotBase64--percent-signs', '#s=%%%%'],
  ['linkNotBase64--spaces', '#s=abc def'],
  ['linkNotBase64--standard-base64-plus-slash', `#s=${deflate(good()).toString('base64').replace(/[A-Za-z]/, '+')}/`],
  ['linkNotBase64--padding', `#s=${b64(deflate(good()))}==`],
  ['linkNotBase64--one-char-too-many', `#s=${'QUJD'.repeat(10)}Q`],
  ['linkNotBase64--unicode', '#s=éàü'],
  ['linkNotBase64--json-as-is', `#s=${good()}`],
  ['linkNotBase64--url-encoded', `#s=${encodeURIComponent(b64(deflate(good())))}%3D`],
  ['linkCorrupt--random-bytes', `#s=${b64(Buffer.from(Array.from({ length: 64 }, (_, i) => (i * 97 + 13) & 0xff)))}`],
  ['linkCorrupt--truncated-half', `#s=${b64(goodBytes.subarray(0, Math.floor(goodBytes.length / 2)))}`],
  ['linkCorrupt--truncated-last-byte', `#s=${b64(goodBytes.subarray(0, goodBytes.length - 1))}`],
  ['linkCorrupt--gzip-not-raw', `#s=${b64(Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]), goodBytes]))}`],
  ['linkCorrupt--reserved-block-type', '#s=BwAA'],
  ['linkTooBig--zip-bomb-spaces', link(`{"format":"${F}","title":"${' '.repeat(3 * 1_048_576)}"}`)],
  ['linkTooBig--zip-bomb-actions', link(withActions(Array.from({ length: 100_000 }, () => ({ type: 'pass' }))))],
  ['linkTooBig--just-over-the-cap', link(' '.repeat(1_048_577))],
  ['notUtf8--ff-bytes', link(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]))],
  ['notUtf8--latin1-title', link(Buffer.concat([Buffer.from(`{"format":"${F}","title":"caf`), Buffer.from([0xe9]), Buffer.from('"}')]))],
  ['notUtf8--utf16-with-bom', link(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(good(), 'utf16le')]))],
  ['notUtf8--overlong-slash', link(Buffer.from([0x22, 0xc0, 0xaf, 0x22]))],
  ['notUtf8--lone-surrogate', link(Buffer.from([0x22, 0xed, 0xa0, 0x80, 0x22]))],
  ['badJson--only-brace', link('{')],
  ['badJson--words', link('a board, please')],
  ['badJson--trailing-comma', link(`{"format":"${F}",}`)],
  ['badJson--byte-order-mark', link(`\ufeff${good()}`)],
  ['badFormat--array', link('[]')],
  ['badFormat--number', link('42')],
  ['badFormat--format-2', link(good({ format: 'stacklab-scenario/2' }))],
  ['badFormat--format-0', link(good({ format: 'stacklab-scenario/0' }))],
  ['badFormat--no-format', link(JSON.stringify({ setup, actions: [] }))],
  ['tooDeep--100k-nested-arrays', link(deep(100_000))],
  ['tooDeep--nested-in-title-field', link(`{"format":"${F}","x":${deep(40)}}`)],
  ['tooDeep--nested-objects', link(`${'{"a":'.repeat(50)}1${'}'.repeat(50)}`)],
  ['reservedKey--proto-in-setup', link(`{"format":"${F}","setup":{"players":["alice","bob"],"__proto__":{"x":1}}}`)],
  ['reservedKey--constructor-in-life', link(withSetup({ life: { constructor: 3 } }))],
  ['reservedKey@0--proto-in-action', link(`{"format":"${F}","setup":{"players":["alice","bob"]},"actions":[{"type":"pass","__proto__":1}]}`)],
  ['unknownCard--no-such-card', link(withSetup({ cards: [{ card: 'no-such-card', zone: 'hand', owner: 'alice' }] }))],
  ['unknownCard--card-constructor', link(withSetup({ cards: [{ card: 'constructor', zone: 'hand', owner: 'alice' }] }))],
  ['unknownCard--french-name', link(withSetup({ cards: [{ card: 'Colère de Dieu', zone: 'hand', owner: 'alice' }] }))],
  ['invalidScenario--one-player', link(withSetup({ players: ['alice'] }))],
  ['invalidScenario--zone-stack', link(withSetup({ cards: [{ card: 'grizzly-bears', zone: 'stack', owner: 'alice' }] }))],
  ['invalidScenario@0--unknown-action', link(withActions([{ type: 'win' }]))],
  ['invalidScenario@1--draw-negative', link(withActions([{ type: 'pass' }, { type: 'draw', player: 'alice', count: -1 }]))],
  ['tooMany--cards-2001', link(withSetup({ cards: Array.from({ length: 2001 }, () => ({ card: 'plains', zone: 'library', owner: 'alice' })) }))],
  ['tooMany--actions-10001', link(withActions(Array.from({ length: 10_001 }, () => ({ type: 'pass' }))))],
  ['tooLong--label-65', link(withSetup({ cards: [{ card: 'plains', zone: 'hand', owner: 'alice', label: 'x'.repeat(65) }] }))],
  ['lifeOutOfRange--life-2-million', link(withSetup({ life: { alice: 2_000_000 } }))],
  ['outOfRange@0--draw-10001', link(withActions([{ type: 'draw', player: 'alice', count: 10_001 }]))],
  ['badPlayerName--player-with-space', link(withSetup({ players: ['alice', 'bob smith'] }))],
  ['unknownPlayer@0--cast-by-carol', link(withActions([{ type: 'cast', player: 'carol', card: 'wrath' }]))],
  ['duplicateLabel--same-label', link(withSetup({ cards: [{ card: 'plains', zone: 'hand', owner: 'alice', label: 'p' }, { card: 'swamp', zone: 'hand', owner: 'alice', label: 'p' }] }))],
  ['setupAttachedToItself--aura-on-itself', link(withSetup({ cards: [{ card: 'pooling-venom', zone: 'battlefield', owner: 'alice', label: 'aura', attachedTo: 'aura' }] }))],
  ['stackEmpty@0--resolve-nothing', link(withActions([{ type: 'resolve' }]))],
  ['notYourPriority@0--bob-casts-wrath', link(withActions([{ type: 'cast', player: 'bob', card: 'wrath' }]))],
  ['cardNotFound@1--cast-wrath-twice', link(withActions([{ type: 'cast', player: 'alice', card: 'wrath' }, { type: 'cast', player: 'alice', card: 'wrath' }]))],
  ['cardNotFound@0--destroy-nothing', link(withActions([{ type: 'destroy', cards: ['ghost'] }]))],
];

const files: [string, Buffer][] = [
  ['notUtf8--file-latin1', Buffer.concat([Buffer.from(`{"format":"${F}","title":"caf`), Buffer.from([0xe9]), Buffer.from(`","setup":${JSON.stringify(setup)}}`)])],
  ['notUtf8--file-utf16-with-bom', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(good(), 'utf16le')])],
  ['tooDeep--file-nested-arrays', Buffer.from(`{"format":"${F}","setup":${deep(10_000)}}`)],
  ['badJson--file-truncated', Buffer.from(good().slice(0, 60))],
  ['badFormat--file-is-a-link', Buffer.from(`"${link(good())}"`)],
  ['cardNotFound@1--file-damage-to-nobody', Buffer.from(withActions([{ type: 'pass' }, { type: 'damage', source: 'artist', target: 'carol', amount: 1 }]))],
];

let n = 0;
const name = (what: string, ext: string) => `${String(++n).padStart(3, '0')}-${what}.${ext}`;
for (const [what, text] of links) writeFileSync(join(dir, name(what, 'txt')), text);
for (const [what, bytes] of files) writeFileSync(join(dir, name(what, 'json')), bytes);
console.log(`${n} files in ${dir}`);

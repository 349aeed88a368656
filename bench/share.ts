// npm run bench:share: the size of a share link for the sandbox's Wrath of God board with 10 actions, and the
// time to open a link of 200 permanents (decompress, validate, start the engine and play: `openLink`).
import { engine } from '../src/store/engine';
import { useStacklab } from '../src/store/game-store';
import { openLink } from '../src/store/open-shared';
import { boardScenario } from '../src/store/board-scenario';
import { sandboxSetup } from '../src/lessons/sandbox';
import { encodeLink } from '../src/share/link-codec';
import type { Setup } from '../src/engine';

const store = () => useStacklab.getState();

async function wrathLink() {
  store().openSandbox('combat');
  store().openSandbox('wrath');
  // Ten actions as a learner might play them: the first legal action that isn't a pass, each time.
  for (let i = 0; i < 10; i += 1) {
    const legal = engine.legalActions(store().state);
    const action = legal.find((a) => a.type !== 'pass' && a.type !== 'advance') ?? legal[0];
    if (!action || !store().dispatch(action)) break;
  }
  const scenario = boardScenario(store());
  const payload = await encodeLink(scenario);
  const json = JSON.stringify(scenario).length;
  console.log(`Wrath board (${sandboxSetup.cards.length} cards) + ${scenario.actions.length} actions: JSON ${json} bytes, link payload ${payload.length} characters (#s=…, ${(json / payload.length).toFixed(1)}× smaller)`);
}

async function bigLink() {
  const names = ['grizzly-bears', 'blood-artist', 'plains', 'swamp', 'kalastria-highborn'];
  const setup: Setup = {
    players: ['alice', 'bob'],
    freeMana: true,
    cards: [
      ...Array.from({ length: 200 }, (_, i) => ({ card: names[i % names.length]!, zone: 'battlefield' as const, owner: i % 2 ? 'bob' : 'alice', label: `p${i}` })),
      { card: 'wrath-of-god', zone: 'hand', owner: 'alice', label: 'w' },
    ],
  };
  const payload = await encodeLink({ setup, actions: [{ type: 'cast', player: 'alice', card: 'w' }] });
  const times: number[] = [];
  const first = performance.now();
  if (!(await openLink(payload)).ok) throw new Error('refused');
  const cold = performance.now() - first;
  for (let i = 0; i < 15; i += 1) {
    const t0 = performance.now();
    const result = await openLink(payload);
    times.push(performance.now() - t0);
    if (!result.ok) throw new Error(result.error);
  }
  times.sort((a, b) => a - b);
  console.log(`200 permanents + Wrath of God cast: link payload ${payload.length} characters; opening it (decompress, validate, play): first ${cold.toFixed(1)} ms, then median ${times[7]!.toFixed(1)} ms over 15 runs`);
}

await wrathLink();
await bigLink();

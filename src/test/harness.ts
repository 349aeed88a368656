// Test harness: plays actions on a board through the real engine, as a scenario would.
import { cardPool } from '../cards';
import { CR_RULES } from '../rules/edition';
import { createEngine, type Action, type Engine, type GameState, type LogEntry, type Setup, type SetupCard } from '../engine';

export const engine = createEngine(cardPool);

export type Board = Partial<Omit<Setup, 'cards'>> & { cards: SetupCard[] };

export class Game {
  state: GameState;
  log: LogEntry[];
  /** The log entries of the last action only. */
  last: LogEntry[] = [];

  /** `using`: an engine with cards made up for one test (the shipped pool by default). */
  constructor(
    board: Board,
    readonly using: Engine = engine,
  ) {
    const started = using.start({ players: ['alice', 'bob'], active: 'alice', step: 'main1', freeMana: true, ...board });
    if (!started.ok) throw new Error(`setup rejected: ${started.error} ${JSON.stringify(started.params)}`);
    this.state = started.state;
    this.log = [...started.log];
  }

  /** Applies actions in order; a rejection fails the test with its code. */
  do(...actions: Action[]): this {
    for (const action of actions) {
      const result = this.using.apply(this.state, action);
      if (!result.ok) throw new Error(`${action.type} rejected: ${result.error} ${JSON.stringify(result.params ?? {})}`);
      // Every entry cites a rule of the pinned edition (a test that logs an old number fails here).
      for (const entry of result.log) if (!Object.hasOwn(CR_RULES, entry.rule ?? "")) throw new Error(`${entry.event} cites ${entry.rule}, not a rule of the pinned edition`);
      this.state = result.state;
      this.last = result.log;
      for (const entry of result.log) this.log.push(entry);
    }
    return this;
  }

  /** Applies one action expected to be rejected; returns the rejection code. */
  reject(action: Action): string {
    const result = this.using.apply(this.state, action);
    if (result.ok) throw new Error(`${action.type} was accepted`);
    return result.error;
  }

  get view() {
    return this.using.view(this.state);
  }

  life(player: string): number {
    return this.state.playerState[player]!.life;
  }

  /** Where the physical card with this label is now. */
  zoneOf(label: string): string | undefined {
    return Object.values(this.state.objects).find((o) => o.label === label)?.zone;
  }

  events(name: LogEntry['event']): LogEntry[] {
    return this.log.filter((e) => e.event === name);
  }

  /** The stack, top first, as source card ids. */
  stackSources(): string[] {
    return this.view.stack.map((s) => s.source);
  }
}

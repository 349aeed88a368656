// A test game that keeps its history as the app's store does (the state before each action and the log's
// length then), to ask the engine "why did (or didn't) it trigger?" (engine/view/why.ts).
import { whyLogEntry, whyObject, type Action, type Setup, type WhyAnswer, type WhyHistory } from '../engine';
import { Game, engine, type Board } from './harness';

export class WhyGame extends Game {
  readonly setup: Setup;
  readonly past: WhyHistory['past'][number][] = [];

  constructor(board: Board) {
    super(board);
    this.setup = { players: ['alice', 'bob'], active: 'alice', step: 'main1', freeMana: true, ...board };
  }

  override do(...actions: Action[]): this {
    for (const action of actions) {
      const before = { action, state: this.state, logLength: this.log.length };
      super.do(action);
      this.past.push(before);
    }
    return this;
  }

  get history(): WhyHistory {
    return { setup: this.setup, past: this.past, log: this.log, state: this.state };
  }

  /** The object id, now, of the physical card with this label. */
  idOf(label: string): string {
    const obj = Object.values(this.state.objects).find((o) => o.label === label);
    if (!obj) throw new Error(`no card labelled ${label}`);
    return obj.id;
  }

  why(label: string): WhyAnswer {
    const answer = whyObject(engine, this.history, this.idOf(label));
    if (!answer) throw new Error(`no answer for ${label}`);
    return answer;
  }

  whyLine(index: number): WhyAnswer {
    const answer = whyLogEntry(engine, this.history, index);
    if (!answer) throw new Error(`no answer for log line ${index}`);
    return answer;
  }

  /** The index of the last log line with this event (and this card, if given). */
  lineOf(event: string, card?: string): number {
    for (let i = this.log.length - 1; i >= 0; i -= 1) if (this.log[i]!.event === event && (!card || this.log[i]!.card === card || this.log[i]!.source === card)) return i;
    throw new Error(`no ${event} line`);
  }
}

/** The reason codes of an answer, with their rules: `code@rule`. */
export function codes(answer: WhyAnswer): string[] {
  return answer.reasons.map((r) => `${r.code}@${r.rule}`);
}

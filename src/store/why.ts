// "Why did (or didn't) it trigger?": the question the table asks (a permanent or card, or a log line) and the
// engine's answer, worked out from the game store's history (the starting board, each action and the state
// before it). The panel that shows it is ui/why/WhyPanel.tsx.
import { create } from 'zustand';
import { whyLogEntry, whyObject, type WhyAnswer, type WhyHistory } from '../engine';
import { engine } from './engine';
import type { StacklabStore } from './game-store';

export type WhyQuestion = { kind: 'object'; id: string } | { kind: 'log'; index: number };

interface WhyStore {
  question: WhyQuestion | null;
  /** The control that asked (focus goes back there when the panel closes). */
  opener: HTMLElement | null;
  ask: (question: WhyQuestion, opener: HTMLElement | null) => void;
  close: () => void;
}

export const useWhy = create<WhyStore>()((set) => ({
  question: null,
  opener: null,
  ask: (question, opener) => set({ question, opener }),
  close: () => set({ question: null, opener: null }),
}));

/** The history the engine answers from, as the game store keeps it. */
export function historyOf(s: Pick<StacklabStore, 'setup' | 'past' | 'log' | 'state'>): WhyHistory {
  return { setup: s.setup, past: s.past, log: s.log, state: s.state };
}

/** The engine's answer to a question about the game as the store has it now (null: nothing to ask about). */
export function answerOf(s: Pick<StacklabStore, 'setup' | 'past' | 'log' | 'state'>, question: WhyQuestion): WhyAnswer | null {
  const history = historyOf(s);
  return question.kind === 'object' ? whyObject(engine, history, question.id) : whyLogEntry(engine, history, question.index);
}

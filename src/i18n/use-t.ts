// A light `useTranslation` for what the table renders by the hundred (permanents, log lines, order rows, menus).
// react-i18next's hook copies the whole i18next instance and makes a fixed `t` on each mount; here every component
// shares one `t` (the instance's own, remembered by fast-t.ts), passed down by a context from one subscription at
// the top of the page (a subscription per card would be hundreds of effects to set up and tear down when a Wrath
// empties the board). The shared texts are made again when the language changes or texts load, so that memo rows
// render again exactly then.
import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { getI18n } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import { onTextsChanged } from './fast-t';

export interface Texts {
  t: TFunction;
  i18n: I18n;
  language: string;
}

let texts: Texts | null = null;
let boundTo: I18n | null = null;
const listeners = new Set<() => void>();

function make(i18n: I18n): Texts {
  const t = ((...args: Parameters<I18n['t']>) => i18n.t(...args)) as unknown as TFunction;
  return { t, i18n, language: i18n.language };
}

function bind(i18n: I18n): void {
  boundTo = i18n;
  texts = make(i18n);
  const renew = () => {
    texts = make(i18n);
    for (const listener of listeners) listener();
  };
  onTextsChanged(i18n, renew);
}

function current(): Texts {
  const i18n = getI18n();
  if (boundTo !== i18n) bind(i18n);
  return texts!;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const TextsContext = createContext<Texts | null>(null);

/** Gives the texts to everything under it, and renders it again when they change (the app is under one). */
export function TextsProvider({ children }: { children: ReactNode }) {
  const texts = useSyncExternalStore(subscribe, current, current);
  return createElement(TextsContext.Provider, { value: texts }, children);
}

/**
 * The texts of the current language: `t`, the i18next instance and the language, the same object until they change.
 * Outside a TextsProvider (a component rendered on its own), the texts of the moment, not followed.
 */
export function useTexts(): Texts {
  return useContext(TextsContext) ?? current();
}

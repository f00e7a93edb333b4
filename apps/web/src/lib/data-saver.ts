/**
 * The data saver (docs/decisions/083): with it on, pictures come at their smallest sizes and the home
 * banner waits to be moved. The server decides it for each page (the shopper's cookie, else the
 * browser's Save-Data header) and marks `<html data-save-data>`; the page follows that mark, so it
 * draws what the server drew, and the menu's switch moves it.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';

import {
  DATA_SAVER_ATTRIBUTE,
  DATA_SAVER_COOKIE,
  DATA_SAVER_COOKIE_MAX_AGE_SECONDS,
  DATA_SAVER_STORAGE_KEY,
  type DataSaverChoice,
  isDataSaverChoice,
} from '@dokan/domain/data-saver';

/** A page rendered on the server follows its own request, whatever the others being rendered at once. */
export const DataSaverContext = createContext<boolean | null>(null);

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the page is in data saver mode: the mark the server put on it, or the switch moved since. */
export const dataSaverOn = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.hasAttribute(DATA_SAVER_ATTRIBUTE);

/** Whether pictures come small and banners stay still; re-renders when the shopper flips the switch. */
export function useDataSaver(): boolean {
  const fixed = useContext(DataSaverContext);
  // The same on hydration as after: the mark is what the server drew the page with.
  const on = useSyncExternalStore(subscribe, dataSaverOn, dataSaverOn);
  return fixed ?? on;
}

function keep(choice: DataSaverChoice) {
  document.cookie = `${DATA_SAVER_COOKIE}=${choice}; Max-Age=${DATA_SAVER_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
  document.documentElement.toggleAttribute(DATA_SAVER_ATTRIBUTE, choice === 'on');
  for (const listener of listeners) listener();
}

/** The shopper's choice: kept in the cookie the server reads and in localStorage, and the page follows at once. */
export function chooseDataSaver(on: boolean): void {
  const choice: DataSaverChoice = on ? 'on' : 'off';
  try {
    localStorage.setItem(DATA_SAVER_STORAGE_KEY, choice);
  } catch {
    // Storage refused (a private window): the cookie still holds the choice.
  }
  keep(choice);
}

/**
 * A choice the browser has dropped the cookie of (cleared cookies, a cookie limit) is taken back from
 * localStorage. Run once the page has been hydrated: the first render draws what the server drew.
 */
export function restoreDataSaverChoice(): void {
  let stored: string | null;
  try {
    stored = localStorage.getItem(DATA_SAVER_STORAGE_KEY);
  } catch {
    return;
  }
  const cookie = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DATA_SAVER_COOKIE}=`));
  if (isDataSaverChoice(stored) && !cookie) keep(stored);
}

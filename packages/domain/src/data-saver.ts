/**
 * The data saver (docs/decisions/083): smaller pictures and a banner that waits to be moved. It is on
 * when the shopper turned it on in the menu, or when the browser says `Save-Data: on` and the shopper
 * has not turned it off. The server and the pages decide the same way, as they do the language.
 */

/** The cookie that carries the shopper's choice to the server, so rendered pages follow it too. */
export const DATA_SAVER_COOKIE = 'data-saver';
/** Where the page keeps the choice as well: it restores a cookie the browser has dropped. */
export const DATA_SAVER_STORAGE_KEY = 'dataSaver';
/** On `<html>` of a page the server answered with the data saver on: the app starts as the HTML was drawn. */
export const DATA_SAVER_ATTRIBUTE = 'data-save-data';
/** A year, like the language: a choice is kept until the shopper makes another. */
export const DATA_SAVER_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type DataSaverChoice = 'on' | 'off';

export function isDataSaverChoice(value: unknown): value is DataSaverChoice {
  return value === 'on' || value === 'off';
}

/** Whether pages go light: the shopper's choice first, else the browser's `Save-Data` header. */
export function pickDataSaver(choice: string | undefined, saveDataHeader: string | undefined): boolean {
  if (isDataSaverChoice(choice)) return choice === 'on';
  return saveDataHeader?.trim().toLowerCase() === 'on';
}

import { createContext, useContext } from 'react';

/**
 * Where a page rendered on the server reports its HTTP status: 404 when what the address names does
 * not exist. The server's renderer provides it (src/entry-server.tsx); the browser has none, since
 * a page's status is of use only in the server's answer.
 */
export const PageStatusContext = createContext<((status: number) => void) | null>(null);

/** Marks the page being rendered as answering `code`; renders nothing. */
export function PageStatus({ code }: { code: number }) {
  useContext(PageStatusContext)?.(code);
  return null;
}

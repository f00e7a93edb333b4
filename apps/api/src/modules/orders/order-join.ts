/**
 * Orders beside another module's rows in one statement (docs/decisions/023, as accounts' joinUser):
 * the join and the columns a report needs through it, so that only this module's SQL names the
 * orders table. `orderId` is the other table's column holding the order's id; `alias` names the join.
 */
import { type SQL, sql } from 'drizzle-orm';

export function joinOrder(alias: string, orderId: SQL) {
  const order = sql.identifier(alias);
  return {
    join: sql`JOIN orders ${order} ON ${order}.id = ${orderId}`,
    status: sql`${order}.status`,
  };
}

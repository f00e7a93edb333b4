/**
 * The import rules of lint/boundaries.js, shown with throwaway imports: each kind of violation is an
 * error, and the allowed way in is not.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** The import rules' complaints about `code` if it were the file at `file`. */
async function complaints(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith('import-x/') || m.ruleId?.startsWith('dokan/'))
    .map((m) => m.ruleId!);
}

const RESTRICTED = 'import-x/no-restricted-paths';
const MODULE_CYCLE = 'dokan/no-module-cycle';
const OWN_TABLES = 'dokan/own-tables';

describe('the web app: app -> features -> components, config, lib -> domain', () => {
  it('keeps app/ on top: nothing below imports it', async () => {
    expect(await complaints('apps/web/src/lib/throwaway.ts', "import '@/app/router';\n")).toEqual([RESTRICTED]);
    expect(await complaints('apps/web/src/features/cart/throwaway.ts', "import '@/app/router';\n")).toEqual([
      RESTRICTED,
    ]);
  });

  it('keeps components/, config/ and lib/ below the features', async () => {
    const featureFile = "import '@/features/catalogue/pages/product-list-page';\n";
    expect(await complaints('apps/web/src/lib/throwaway.ts', featureFile)).toEqual([RESTRICTED]);
    expect(await complaints('apps/web/src/components/ui/throwaway.tsx', featureFile)).toEqual([RESTRICTED]);
  });

  it("lets a feature reach another only through that feature's index.ts", async () => {
    const internals = "import '@/features/catalogue/pages/product-list-page';\n";
    expect(await complaints('apps/web/src/features/cart/throwaway.ts', internals)).toEqual([RESTRICTED]);
    // Its own files are its own.
    expect(await complaints('apps/web/src/features/catalogue/throwaway.ts', internals)).toEqual([]);
  });
});

describe('the web app and the server', () => {
  it('keeps config/ the floor of the web app: it imports no lib and no component', async () => {
    expect(await complaints('apps/web/src/config/throwaway.ts', "import '@/lib/api-client';\n")).toEqual([RESTRICTED]);
    expect(await complaints('apps/web/src/config/throwaway.ts', "import '../lib/api-client';\n")).toEqual([RESTRICTED]);
    expect(await complaints('apps/web/src/config/throwaway.ts', "import '@/components/page-head';\n")).toEqual([
      RESTRICTED,
    ]);
    // lib/ stands on config/.
    expect(await complaints('apps/web/src/lib/throwaway.ts', "import '@/config/paths';\n")).toEqual([]);
  });

  it("never lets a web file import the server's code, by a relative path either", async () => {
    const file = 'apps/web/src/features/catalogue/throwaway.ts';
    expect(await complaints(file, "import '../../../../api/src/lib/errors.ts';\n")).toEqual([RESTRICTED]);
    expect(
      await complaints('apps/web/src/lib/throwaway.ts', "import type { AppOptions } from '../../../api/src/app.ts';\n"),
    ).toEqual([RESTRICTED]);
    expect(await complaints(file, "import '@dokan/domain';\n")).toEqual([]);
  });
});

describe('the API: app.ts, server.ts, demo/ -> modules -> lib -> db -> domain', () => {
  it("lets a module reach another only through that module's *.module.ts or *.service.ts", async () => {
    const file = 'apps/api/src/modules/wishlist/throwaway.ts';
    expect(await complaints(file, "import '../catalogue/products.repository.ts';\n")).toEqual([RESTRICTED]);
    expect(await complaints(file, "import '../catalogue/catalogue.routes.ts';\n")).toEqual([RESTRICTED]);
    expect(await complaints(file, "import type { OrderRow } from '../orders/orders.repository.ts';\n")).toEqual([
      RESTRICTED,
    ]);
    // The ways in, and a module's own files.
    expect(await complaints(file, "import '../catalogue/catalogue.service.ts';\n")).toEqual([]);
    expect(await complaints(file, "import '../accounts/accounts.module.ts';\n")).toEqual([]);
    expect(await complaints(file, "import './wishlist.repository.ts';\n")).toEqual([]);
  });

  it('never lets two modules depend on each other, even for types only', async () => {
    // Orders stand on the catalogue, so the catalogue may not import orders back, even a type.
    const orders = "import type { OrdersService } from '../orders/orders.service.ts';\n";
    expect(await complaints('apps/api/src/modules/catalogue/throwaway.ts', orders)).toEqual([MODULE_CYCLE]);
    // Payments stand on orders: the way down is open.
    expect(await complaints('apps/api/src/modules/payments/throwaway.ts', orders)).toEqual([]);
    // A longer loop counts too: payments -> orders -> catalogue.
    const payments = "import '../payments/payments.module.ts';\n";
    expect(await complaints('apps/api/src/modules/catalogue/throwaway.ts', payments)).toEqual([MODULE_CYCLE]);
  });

  it('lets a module query only its own tables, in drizzle or in raw SQL', async () => {
    const file = 'apps/api/src/modules/reviews/throwaway.ts';
    expect(await complaints(file, "import { orderItems, reviews } from '../../db/schema.ts';\n")).toEqual([OWN_TABLES]);
    const rawSql =
      "import { sql } from 'drizzle-orm';\nexport const q = sql`SELECT 1 FROM order_items i JOIN reviews r ON true`;\n";
    expect(await complaints(file, rawSql)).toEqual([OWN_TABLES]);
    expect(await complaints(file, "import { reviews, roleEnum } from '../../db/schema.ts';\n")).toEqual([]);
  });

  it('keeps lib/ below the modules', async () => {
    expect(
      await complaints('apps/api/src/lib/throwaway.ts', "import '../modules/orders/orders.service.ts';\n"),
    ).toEqual([RESTRICTED]);
  });

  it('keeps db/ the floor: no lib, no module', async () => {
    expect(await complaints('apps/api/src/db/throwaway.ts', "import '../lib/rows.ts';\n")).toEqual([RESTRICTED]);
    expect(
      await complaints('apps/api/src/db/throwaway.ts', "import '../modules/accounts/accounts.module.ts';\n"),
    ).toEqual([RESTRICTED]);
    expect(await complaints('apps/api/src/db/throwaway.ts', "import './schema.ts';\n")).toEqual([]);
  });

  it('keeps app.ts on top and server.ts out of reach', async () => {
    expect(await complaints('apps/api/src/modules/orders/throwaway.ts', "import '../../app.ts';\n")).toEqual([
      RESTRICTED,
    ]);
    expect(await complaints('apps/api/src/demo/throwaway.ts', "import '../app.ts';\n")).toEqual([RESTRICTED]);
    expect(await complaints('apps/api/src/test/throwaway.ts', "import '../server.ts';\n")).toEqual([RESTRICTED]);
    // The test helpers build the app as server.ts does.
    expect(await complaints('apps/api/src/test/throwaway.ts', "import '../app.ts';\n")).toEqual([]);
  });
});

describe('the domain package', () => {
  it('imports neither app', async () => {
    expect(
      await complaints('packages/domain/src/throwaway.ts', "import '../../../apps/api/src/lib/errors.ts';\n"),
    ).toEqual([RESTRICTED]);
  });
});

describe('import cycles', () => {
  it('are errors wherever they are', async () => {
    const dir = path.join(root, 'apps/api/src/lib');
    const a = path.join(dir, 'lint-cycle-a.ts');
    const b = path.join(dir, 'lint-cycle-b.ts');
    await writeFile(b, "import { a } from './lint-cycle-a.ts';\nexport const b = () => a;\n");
    await writeFile(a, "import { b } from './lint-cycle-b.ts';\nexport const a = () => b;\n");
    try {
      expect(
        await complaints(
          'apps/api/src/lib/lint-cycle-a.ts',
          "import { b } from './lint-cycle-b.ts';\nexport const a = () => b;\n",
        ),
      ).toEqual(['import-x/no-cycle', 'dokan/no-type-cycle']);
    } finally {
      await rm(a, { force: true });
      await rm(b, { force: true });
    }
  });

  it('count imports of types only too', async () => {
    const dir = path.join(root, 'apps/api/src/lib');
    const a = path.join(dir, 'lint-type-cycle-a.ts');
    const b = path.join(dir, 'lint-type-cycle-b.ts');
    const code = "import type { B } from './lint-type-cycle-b.ts';\nexport interface A { b: B }\n";
    await writeFile(b, "import type { A } from './lint-type-cycle-a.ts';\nexport interface B { a?: A }\n");
    await writeFile(a, code);
    try {
      expect(await complaints('apps/api/src/lib/lint-type-cycle-a.ts', code)).toEqual(['dokan/no-type-cycle']);
    } finally {
      await rm(a, { force: true });
      await rm(b, { force: true });
    }
  });
});

// The house's floors, as import rules (docs/architecture.md). Imports flow one way:
//   web: app -> features -> components, lib -> config -> @dokan/domain (and never the server's code)
//   api: server.ts, app.ts, demo/ -> modules -> lib -> db -> @dokan/domain
// A web feature reaches another only through that feature's index.ts; an API module reaches
// another only through its *.module.ts or *.service.ts, and two modules never import each other,
// not even for types. No import cycles anywhere.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web/src');
const api = path.join(root, 'apps/api/src');
const domain = path.join(root, 'packages/domain/src');

const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatures = folders(path.join(web, 'features'));
const apiModules = folders(path.join(api, 'modules'));

const webZones = [
  {
    target: [path.join(web, 'features'), path.join(web, 'components'), path.join(web, 'lib'), path.join(web, 'config')],
    from: path.join(web, 'app'),
    message: 'app/ is the top floor: nothing below it imports it.',
  },
  {
    target: [path.join(web, 'components'), path.join(web, 'lib'), path.join(web, 'config')],
    from: path.join(web, 'features'),
    message: 'components/, config/ and lib/ sit below the features and import none of them.',
  },
  {
    target: path.join(web, 'config'),
    from: [path.join(web, 'components'), path.join(web, 'lib')],
    message: 'config/ (addresses and constants) is the floor of the web app: it imports no component and no lib.',
  },
  {
    target: path.join(root, 'apps/web'),
    from: path.join(root, 'apps/api'),
    message: "The web app never imports the server's code: what both need lives in packages/domain.",
  },
  ...webFeatures.map((feature) => ({
    target: path.join(web, 'features', feature),
    from: path.join(web, 'features'),
    except: [`./${feature}`, ...webFeatures.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
    message: 'A feature reaches another only through its index.ts.',
  })),
];

const apiZones = [
  {
    target: path.join(api, 'db'),
    from: [path.join(api, 'modules'), path.join(api, 'lib'), path.join(api, 'demo')],
    message: 'db/ is the floor: it imports no module and no lib.',
  },
  {
    target: path.join(api, 'lib'),
    from: [path.join(api, 'modules'), path.join(api, 'demo')],
    message: 'lib/ knows no feature: it imports no module.',
  },
  {
    target: [path.join(api, 'modules'), path.join(api, 'lib'), path.join(api, 'db'), path.join(api, 'demo')],
    from: path.join(api, 'app.ts'),
    message: 'app.ts is the top floor: nothing below it imports it.',
  },
  {
    target: api,
    from: path.join(api, 'server.ts'),
    message: 'server.ts starts the shop: nothing imports it.',
  },
  ...apiModules.map((module) => ({
    target: path.join(api, 'modules', module),
    from: `${path.join(api, 'modules')}/!(${module})/**`,
    except: [`${path.join(api, 'modules')}/*/*.module.ts`, `${path.join(api, 'modules')}/*/*.service.ts`],
    message: "A module reaches another only through that module's *.module.ts or *.service.ts.",
  })),
];

/** Which modules each API module imports, type-only imports included (tests left out), read from the files. */
function apiModuleGraph() {
  const graph = new Map();
  for (const module of apiModules) {
    const dir = path.join(api, 'modules', module);
    const imported = new Set();
    for (const file of readdirSync(dir)) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      for (const [, other] of readFileSync(path.join(dir, file), 'utf8').matchAll(/from '\.\.\/([\w-]+)\//g)) {
        if (other !== module) imported.add(other);
      }
    }
    graph.set(module, imported);
  }
  return graph;
}

/** The modules `from` leads to `to` through, or null when it does not reach it. */
function pathBetween(graph, from, to) {
  const seen = new Map([[from, [from]]]);
  const queue = [from];
  while (queue.length) {
    const current = queue.shift();
    for (const next of graph.get(current) ?? []) {
      if (seen.has(next)) continue;
      const route = [...seen.get(current), next];
      if (next === to) return route;
      seen.set(next, route);
      queue.push(next);
    }
  }
  return null;
}

/**
 * Two API modules never depend on each other, even through others or for types only (import-x's
 * no-cycle follows only imports that run): the lower one names what it needs and app.ts hands it in.
 */
const noModuleCycle = {
  meta: {
    type: 'problem',
    messages: { cycle: 'Modules {{from}} and {{to}} would depend on each other ({{route}}).' },
    schema: [],
  },
  create(context) {
    const modulesDir = path.join(api, 'modules');
    const module = moduleOf(context.physicalFilename);
    if (!module) return {};
    let graph;
    const check = (node) => {
      const target = path.resolve(path.dirname(context.physicalFilename), node.source.value);
      const [other] = path.relative(modulesDir, target).split(path.sep);
      if (!other || other.startsWith('..') || other === module) return;
      graph ??= apiModuleGraph();
      const back = pathBetween(graph, other, module);
      if (back)
        context.report({
          node,
          messageId: 'cycle',
          data: { from: module, to: other, route: [module, ...back].join(' -> ') },
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: (node) => node.source && check(node),
      ExportAllDeclaration: check,
    };
  },
};

const RELATIVE_IMPORT = /^\s*(?:import|export)\b[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)'/gm;

/** A file's relative imports, type-only ones included, read again only when the file changes. */
const importsRead = new Map();
function importsOf(file) {
  let changed;
  try {
    changed = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const kept = importsRead.get(file);
  if (kept?.changed === changed) return kept.imports;
  const imports = [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)].map(([, source]) =>
    path.resolve(path.dirname(file), source),
  );
  importsRead.set(file, { changed, imports });
  return imports;
}

/**
 * No two API files import each other, through others or for types only: import-x's no-cycle
 * follows only imports that run, and a loop of types still ties the files into one piece.
 */
const noTypeCycle = {
  meta: {
    type: 'problem',
    messages: { cycle: 'Import loop, types included: {{route}}.' },
    schema: [],
  },
  create(context) {
    const self = context.physicalFilename;
    if (self.endsWith('.test.ts')) return {};
    const check = (node) => {
      if (!node.source || !node.source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(self), node.source.value);
      const seen = new Map([[target, [target]]]);
      const queue = [target];
      while (queue.length) {
        const current = queue.shift();
        for (const next of current.endsWith('.test.ts') ? [] : importsOf(current)) {
          if (seen.has(next)) continue;
          const route = [...seen.get(current), next];
          if (next === self) {
            const names = [self, ...route].map((file) => path.relative(api, file));
            return context.report({ node, messageId: 'cycle', data: { route: names.join(' -> ') } });
          }
          seen.set(next, route);
          queue.push(next);
        }
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/**
 * Which API module owns which table (docs/decisions/023): only the owner's SQL names it. Others read
 * it through the owner's service, or through a join the owner exports (accounts' joinUser).
 * audit_log is written by lib/audit.ts for every module and read by admin.
 */
const apiTables = {
  accounts: ['users', 'refreshTokens', 'oneTimeCodes', 'verifiedPhones'],
  notifications: ['outbox'],
  settings: ['shopSettings'],
  catalogue: ['categories', 'subcategories', 'subSubcategories', 'products', 'productImages', 'productFaqs'],
  search: ['searchTerms', 'searchCounts'],
  reviews: ['reviews'],
  banners: ['banners', 'logos'],
  wishlist: ['wishlistItems'],
  coupons: ['coupons', 'couponRedemptions'],
  orders: ['orders', 'orderItems', 'orderEvents'],
  couriers: ['consignments', 'courierNotifications', 'courierTokens'],
  refunds: ['refunds'],
  payments: ['paymentGatewayTokens', 'bkashPayments'],
  admin: ['auditLog'],
  backups: ['backups'],
};
const tableOwners = new Map(Object.entries(apiTables).flatMap(([module, tables]) => tables.map((t) => [t, module])));
const sqlTableOwners = new Map(
  [...tableOwners].map(([table, module]) => [table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), module]),
);

/** The module a file of apps/api/src/modules belongs to, unless it is a test (fixtures may write any table). */
function moduleOf(filename) {
  const [module] = path.relative(path.join(api, 'modules'), filename).split(path.sep);
  return !module || module.startsWith('..') || filename.endsWith('.test.ts') ? null : module;
}

/** A module's queries name only its own tables: in a drizzle import from db/schema.ts, or in raw sql`...`. */
const ownTables = {
  meta: {
    type: 'problem',
    messages: { foreign: "Table {{table}} is the {{owner}} module's: ask its service instead." },
    schema: [],
  },
  create(context) {
    const module = moduleOf(context.physicalFilename);
    if (!module) return {};
    const refuse = (node, table, owner) => {
      if (owner && owner !== module) context.report({ node, messageId: 'foreign', data: { table, owner } });
    };
    return {
      ImportDeclaration(node) {
        if (!node.source.value.endsWith('/db/schema.ts')) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier') {
            refuse(specifier, specifier.imported.name, tableOwners.get(specifier.imported.name));
          }
        }
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        for (const quasi of node.quasi.quasis) {
          for (const [, table] of quasi.value.raw.matchAll(/\b(?:from|join|update|into)\s+([a-z_]+)/gi)) {
            refuse(quasi, table, sqlTableOwners.get(table.toLowerCase()));
          }
        }
      },
    };
  },
};

const domainZones = [
  {
    target: domain,
    from: path.join(root, 'apps'),
    message: 'packages/domain is shared by both apps and imports neither.',
  },
];

const settings = {
  // Read TypeScript dependencies too, so that a cycle through them is seen.
  'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
  'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
  'import-x/resolver-next': [
    createTypeScriptImportResolver({
      project: ['apps/web/tsconfig.json', 'apps/api/tsconfig.json', 'packages/domain/tsconfig.json'],
      noWarnOnMultipleProjects: true,
    }),
  ],
};

/** The floors, enforced in the web app, the API and the domain package; no cycles anywhere. */
export const boundaries = [
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts', 'packages/domain/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...apiZones, ...domainZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: {
      dokan: { rules: { 'no-module-cycle': noModuleCycle, 'own-tables': ownTables, 'no-type-cycle': noTypeCycle } },
    },
    rules: { 'dokan/no-type-cycle': 'error' },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: { 'dokan/no-module-cycle': 'error', 'dokan/own-tables': 'error' },
  },
];

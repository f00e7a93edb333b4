// The house's floors, as import rules (docs/architecture.md). Imports flow one way:
//   web: app -> features -> components, config, lib -> @dokan/domain
//   api: app.ts, server.ts -> modules -> lib -> db -> @dokan/domain
// A web feature reaches another only through that feature's index.ts; an API module reaches
// another only through its *.module.ts or *.service.ts. No import cycles anywhere.
import { readdirSync } from 'node:fs';
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
    from: [path.join(api, 'modules'), path.join(api, 'lib')],
    message: 'db/ is the floor: it imports no module and no lib.',
  },
  {
    target: path.join(api, 'lib'),
    from: path.join(api, 'modules'),
    message: 'lib/ knows no feature: it imports no module.',
  },
  {
    target: [path.join(api, 'modules'), path.join(api, 'lib'), path.join(api, 'db')],
    from: [path.join(api, 'app.ts'), path.join(api, 'server.ts')],
    message: 'app.ts and server.ts are the top floor: nothing below them imports them.',
  },
  ...apiModules.map((module) => ({
    target: path.join(api, 'modules', module),
    from: `${path.join(api, 'modules')}/!(${module})/**`,
    except: [`${path.join(api, 'modules')}/*/*.module.ts`, `${path.join(api, 'modules')}/*/*.service.ts`],
    message: "A module reaches another only through that module's *.module.ts or *.service.ts.",
  })),
];

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

/**
 * The floors are enforced in the web app and the domain package; the API's modules are being put
 * in their one shape, and its files join the zones when that lands. No cycles anywhere already.
 */
export const boundaries = [
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...apiZones, ...domainZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
];

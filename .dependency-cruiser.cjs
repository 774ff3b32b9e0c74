/**
 * Layer rules of ARCHITECTURE.md section 3: domain <- contracts <- {api, web}; the apps never
 * import each other; web features never import each other; no cycles anywhere.
 * Workspace packages are resolved through node_modules symlinks, so aliases are checked too.
 */

/**
 * The modules of the login page's first download (BENCHMARKS.md, budget 150 KB gzipped). At run time
 * they use neither zod (the contracts' schemas included) nor a form library nor TanStack Query; type
 * imports are free. bench/web-size.ts checks the bundle itself.
 */
const FIRST_DOWNLOAD = [
  '^apps/web/src/main\\.tsx$',
  '^apps/web/src/config/(env|paths)\\.ts$',
  '^apps/web/src/app/(bootstrap|app|providers|router)\\.tsx$',
  '^apps/web/src/app/routes/',
  '^apps/web/src/app/layouts/(root|public)-layout\\.tsx$',
  '^apps/web/src/app/pages/(login-page|root-redirect|unknown-path-page|page-heading)\\.tsx$',
  '^apps/web/src/components/[^/]+\\.tsx$',
  '^apps/web/src/lib/',
  '^apps/web/src/features/auth/(components/login-form\\.tsx|api/login\\.ts|hooks/use-complete-login\\.ts)$',
  '^apps/web/src/features/branding/(hooks/[^/]+|api/get-public-branding)\\.ts$',
];
const NOT_FIRST_DOWNLOAD = ['\\.test\\.tsx?$', '^apps/web/src/lib/query-client\\.ts$'];

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'domain-is-pure',
      comment: 'packages/domain has no I/O and depends on nothing of ours',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(packages/contracts|apps)/|node_modules/(pg|kysely|fastify|react)' },
    },
    {
      name: 'contracts-below-apps',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
    { name: 'api-not-web', severity: 'error', from: { path: '^apps/api/' }, to: { path: '^apps/web/' } },
    { name: 'web-not-api', severity: 'error', from: { path: '^apps/web/' }, to: { path: '^apps/api/' } },
    {
      name: 'web-features-independent',
      comment: 'features/<a> never imports features/<b>; app/ composes them',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'login-path-light',
      comment: 'the first download of /pages/login: no zod, react-hook-form or TanStack Query at run time',
      severity: 'error',
      from: { path: FIRST_DOWNLOAD, pathNot: NOT_FIRST_DOWNLOAD },
      to: {
        path: 'node_modules/(zod|react-hook-form|@hookform/resolvers|@tanstack/[^/]+)/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'login-path-contract-types-only',
      comment:
        "the contracts' schemas need zod: the first download imports only their types (api-client: route helpers)",
      severity: 'error',
      from: { path: FIRST_DOWNLOAD, pathNot: [...NOT_FIRST_DOWNLOAD, '^apps/web/src/lib/api-client\\.ts$'] },
      to: { path: '^packages/contracts/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-floor-below-modules',
      comment: 'platform/, lib/ and plugins/ serve every module and import none of them',
      severity: 'error',
      from: { path: '^apps/api/src/(platform|lib|plugins)/' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'api-modules-through-index',
      comment: "a module reaches another only through that module's index.ts (its public surface)",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'api-routes-without-database',
      comment: 'a routes file validates, guards and calls a service: no repository, no kysely',
      severity: 'error',
      from: { path: '^apps/api/src/modules/.+\\.routes\\.ts$' },
      to: { path: ['\\.repository\\.ts$', 'node_modules/kysely/'] },
    },
    {
      name: 'api-queries-in-repositories',
      comment: 'only repositories build queries: other module files import kysely for types only',
      severity: 'error',
      from: { path: '^apps/api/src/modules/', pathNot: ['\\.repository\\.ts$', '\\.test\\.ts$', '/testing/'] },
      to: { path: 'node_modules/kysely/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-index-hides-repositories',
      comment: "an index.ts never re-exports a repository: other modules call the module's services",
      severity: 'error',
      from: { path: '^apps/api/src/modules/[^/]+/index\\.ts$' },
      to: { path: '\\.repository\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules stay in the graph (not followed), so that rules can name packages.
    exclude: { path: '^(apps/[^/]+/dist|\\.tmp)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};

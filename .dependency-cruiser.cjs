/**
 * Layer rules of ARCHITECTURE.md section 3: domain <- contracts <- {api, web}; the apps never
 * import each other; web features never import each other; no cycles anywhere.
 * Workspace packages are resolved through node_modules symlinks, so aliases are checked too.
 */
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
      name: 'api-modules-through-index-or-own',
      comment: 'repositories are private to their module',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: { path: '^apps/api/src/modules/[^/]+/.+\\.repository\\.ts$', pathNot: '^apps/api/src/modules/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|\\.tmp)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};

// `npm run lint` and `npm test` run these rules on src/, tests/ and scripts/ (docs/architecture.md,
// "Layers", says the same in words).
//
// Imports flow one way: shared code (lib, components, config, i18n, and the two scripts that run
// without the app: the boot script in boot/ and the service worker sw.ts) → features → the app
// (src/app: the shell, the route tables and every routed screen under app/pages). A feature uses
// another feature only through its services (api/) and its models (model/): that is what the code
// does (the back-office edits museums, tours and works through theirs; the offline feature reads
// the tour and work models), and it keeps a feature's components, hooks and lib its own business.
// Within the app, a page imports no other page's folder (page-imports-no-other-page).
//
// Tests are checked too, with two exceptions, each where a test needs it: a shared module's test
// may build realistic data through a feature's model, and a feature's test may take another
// feature's fixtures (its test-support module).
//
// And no import cycle: a cycle makes the order modules run in depend on which one is imported
// first, and merges chunks the bundler would otherwise keep apart. Dynamic imports count too;
// type-only imports do not (they vanish from the build).
const SHARED = '^src/(lib|components|config|i18n|boot|test)/|^src/sw\\.ts$';
const TEST = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'app-imports-no-tests-or-scripts',
      severity: 'error',
      comment:
        'What ships (src/) imports nothing from tests/ or scripts/: those run on our machines only, ' +
        'and a test helper in the bundle is code every visitor downloads.',
      from: { path: '^src/', pathNot: TEST },
      to: { path: '^(tests|scripts)/' },
    },
    {
      name: 'shared-imports-no-feature',
      severity: 'error',
      comment:
        'Shared code (lib, components, config, i18n, boot, sw.ts) imports no feature and not the app: ' +
        'move what it needs down into shared code, or pass it in.',
      from: { path: SHARED, pathNot: TEST },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'shared-test-imports-only-feature-models',
      severity: 'error',
      comment:
        "A shared module's test may build its data through a feature's model, nothing else of a feature or the app.",
      from: { path: `^src/(lib|components|config|i18n|boot|test)/.*${TEST}` },
      to: { path: '^src/(features|app)/', pathNot: '^src/features/[^/]+/model/' },
    },
    {
      name: 'feature-imports-no-app',
      severity: 'error',
      comment:
        'A feature does not import the app (shell, route tables, screens): the app composes features, not the other way.',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'feature-imports-other-features-api-or-model',
      severity: 'error',
      comment:
        'A feature uses another feature only through its services (api/) and models (model/); its components, hooks and lib stay its own.',
      from: { path: '^src/features/([^/]+)/', pathNot: TEST },
      to: {
        path: '^src/features/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/(api|model)/'],
      },
    },
    {
      name: 'feature-test-imports-other-features-api-model-or-fixtures',
      severity: 'error',
      comment:
        "A feature's test may also take another feature's fixtures (its test-support module).",
      from: { path: `^src/features/([^/]+)/.*${TEST}` },
      to: {
        path: '^src/features/',
        pathNot: [
          '^src/features/$1/',
          '^src/features/[^/]+/(api|model)/',
          '^src/features/[^/]+/test-support\\.tsx?$',
        ],
      },
    },
    {
      // A page is one home: what its folder holds is its own, so changing a page (or moving or
      // deleting it) never breaks another, and each page's chunk holds only its own code. What
      // two pages show goes where the layers put it (a feature's components, src/components, or
      // the app beside the pages: src/app/tour-content); what the pages of one area share, the
      // loaders' boot reads and the data pages' states, sits directly in the area's folder.
      name: 'page-imports-no-other-page',
      severity: 'error',
      comment:
        'A file in a page folder (src/app/pages/<area>/<page>/) imports, of src/app/pages, only its own ' +
        "folder and the files directly in its area's folder: move a part two pages show out of the page.",
      from: { path: '^src/app/pages/([^/]+)/([^/]+)/' },
      to: {
        path: '^src/app/pages/',
        pathNot: ['^src/app/pages/$1/$2/', '^src/app/pages/$1/[^/]+$'],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other, directly or through others.',
      from: { path: '^src/' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

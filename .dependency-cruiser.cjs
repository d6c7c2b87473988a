// The import directions and layers, one rule set for the whole tree, run by `npm run lint`.
// Each rule's comment is the message a violation prints.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-imports-feature',
      severity: 'error',
      comment:
        'A web feature never imports another feature: a page (web/pages) composes features, shared needs live in web/lib.',
      from: { path: '^web/features/([^/]+)/' },
      to: { path: '^web/features/', pathNot: '^web/features/$1/' },
    },
    {
      name: 'shared-web-imports-feature',
      severity: 'error',
      comment:
        'Shared web code (web/components, web/lib, web/hooks) never imports a feature: features build on it, not the other way round.',
      from: { path: '^web/(components|lib|hooks)/' },
      to: { path: '^web/features/' },
    },
    {
      name: 'web-imports-server',
      severity: 'error',
      comment: 'web/ never imports server/: code both need belongs in common/.',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'common-imports-app',
      severity: 'error',
      comment: 'common/ imports neither web/ nor server/: both import common, never the other way round.',
      from: { path: '^common/' },
      to: { path: '^(web|server)/' },
    },
    {
      name: 'lib-imports-module',
      severity: 'error',
      comment:
        'server/lib/ and server/mail/ never import server/modules/: modules use the shared code, the shared code knows no module.',
      from: { path: '^server/(lib|mail)/' },
      to: { path: '^server/modules/' },
    },
    {
      name: 'scraper-imports-module',
      severity: 'error',
      comment:
        'server/scraper/ never imports server/modules/ or server/plugins/: scans, removal checks and sign-ups use the scraper, the scraper knows none of them (what a run needs comes in as parameters).',
      from: { path: '^server/scraper/' },
      to: { path: '^server/(modules|plugins)/' },
    },
    {
      name: 'scraper-internals',
      severity: 'error',
      comment:
        'Outside server/scraper/, code imports the scraper only through server/scraper/index.ts, its one public door.',
      from: { pathNot: '^server/scraper/' },
      to: { path: '^server/scraper/', pathNot: '^server/scraper/index[.]ts$' },
    },
    {
      name: 'sending-invoices-apart',
      severity: 'error',
      comment:
        'server/modules/sending and server/modules/invoices never import each other: invoice mails register their rules as a mail kind, and get the company mailer from server/mail-kinds.ts (decision 062).',
      from: { path: '^server/modules/(sending|invoices)/' },
      to: { path: '^server/modules/(sending|invoices)/', pathNot: '^server/modules/$1/' },
    },
    {
      name: 'jobs-imports-module',
      severity: 'error',
      comment:
        'server/jobs/ never imports server/modules/ or server/plugins/: the engine runs the queues and recurring tasks it is given; server/job-list.ts names them.',
      from: { path: '^server/jobs/' },
      to: { path: '^server/(modules|plugins)/' },
    },
    {
      name: 'service-imports-plugin',
      severity: 'error',
      comment:
        'A service (*.service.ts) never imports server/plugins/: services hold the rules without HTTP; routes and plugins wire them in.',
      from: { path: '^server/.+[.]service[.]ts$' },
      to: { path: '^server/plugins/' },
    },
    {
      name: 'sql-outside-queries',
      severity: 'error',
      comment:
        'SQL lives in *.queries.ts only: outside server/db, seeds, tests and fixtures, no server file imports drizzle-orm or server/db/schema.',
      from: {
        path: '^server/',
        // Seeds write whole data sets in bulk, as test fixtures do.
        pathNot: [
          '[.]queries[.]ts$',
          '^server/db/',
          '^server/demo/seed/',
          '[.]test[.]ts$',
          '[.]fixture[.]ts$',
        ],
      },
      to: { path: ['^node_modules/drizzle-orm/', '^server/db/schema'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No circular imports: two files that need each other belong together, or their shared part moves out.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist/', '^server/db/migrations/'] },
    // Type-only imports count too: a cycle of types is still a cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.mts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

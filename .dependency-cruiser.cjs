/**
 * The project's layers (DESIGN.md, ADR 0019), checked by `npm run lint` (dependency-cruiser):
 *   app → core · server → core | integrations · integrations → core ports · core → db · jobs → core
 * Nothing points back up, and no file imports itself through a cycle. The server reaches the pages
 * only through React Router's request handler on the build (server/web/pages.ts), never by import.
 * Tests (tests/, *.test.ts, bench/) may import any layer.
 */
const notTests = "(^tests/|\\.test\\.tsx?$|^bench/)";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "app-imports-only-core",
      comment:
        "Pages and components reach the domain through core/ and ctx.services, never server/, integrations/, jobs/ or db/.",
      severity: "error",
      from: { path: "^app/", pathNot: notTests },
      to: { path: "^(server|integrations|jobs|db)/" },
    },
    {
      name: "server-not-into-app",
      comment:
        "The server runs the pages through React Router's handler on the build, not by importing app/ (its message catalogues, app/locales/*.json, are data the API's error texts share).",
      severity: "error",
      from: { path: "^server/", pathNot: notTests },
      to: { path: "^app/", pathNot: "^app/locales/[a-z]+/[a-z-]+\\.json$" },
    },
    {
      name: "integrations-only-core-ports",
      comment:
        "An adapter implements a core port: it may import core/ports and core/shared types, nothing else of the shop.",
      severity: "error",
      from: { path: "^integrations/", pathNot: notTests },
      to: { path: "^(app|server|jobs|db)/|^core/(?!ports/|shared/)" },
    },
    {
      name: "core-stays-below",
      comment: "The domain depends on db/ and itself only: outside services come in through ports on ctx.services.",
      severity: "error",
      from: { path: "^core/", pathNot: notTests },
      to: { path: "^(app|server|integrations|jobs)/" },
    },
    {
      name: "jobs-only-core",
      comment: "Jobs call core verbs with a ctx; their wiring is the composition root's.",
      severity: "error",
      from: { path: "^jobs/", pathNot: notTests },
      to: { path: "^(app|server|integrations)/" },
    },
    {
      name: "db-is-the-bottom",
      comment: "db/ (client, migrations, seed) imports no layer above it except core's table files and seed data.",
      severity: "error",
      from: { path: "^db/", pathNot: `${notTests}|^db/seed/` },
      to: { path: "^(app|server|integrations|jobs)/" },
    },
    {
      name: "no-circular",
      comment: "No file reaches itself through its imports (type-only imports excepted).",
      severity: "error",
      from: { pathNot: notTests },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|node_modules|test-results|public)" },
    parser: "swc",
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
    skipAnalysisNotInRules: true,
  },
};

// The import rules `npm run lint` enforces (dependency-cruiser; docs/architecture.md explains the
// layers). Type-only imports count: a type that reaches up a layer ties the layers together just
// as a value does.
//
// Server layers, top to bottom; a file may import its own layer and the ones below it:
//   server.ts, worker.ts, cli/ → app.ts, types.ts, job-handlers.ts, data-migrations.ts → modules/* → jobs/, plugins/
//   → lib/ → db/ → config.ts and its parts (*-config.ts)
// Every server file sits in one layer: layers.test.ts fails on a file that sits in none.
// Job definitions (jobs/) are light (a name and a payload type), so modules enqueue them; which
// function runs each job is composed in the app layer. Tests (*.test.ts, test/, bench/) build
// whole apps and may reach any layer, but still only through a module's index.ts.
//
// Web: app/ → features/<f> → components/, lib/, config/; a feature never imports another. Admin
// screens are routes in app/routes/admin/; their components and API files sit in an admin/ folder
// of the feature whose data they change (features/admin/ is the admin's own domain: dashboard,
// users, audit log), and no member screen imports them.

const SERVER = "^apps/server/src/";

/** Each layer, with the paths it holds (relative to apps/server/src). */
const LAYERS = [
  { name: "entry", paths: ["server\\.ts$", "worker\\.ts$", "cli/"] },
  { name: "app", paths: ["app\\.ts$", "types\\.ts$", "job-handlers\\.ts$", "data-migrations\\.ts$"] },
  { name: "modules", paths: ["modules/"] },
  { name: "jobs and plugins", paths: ["jobs/", "plugins/"] },
  { name: "lib", paths: ["lib/"] },
  { name: "db", paths: ["db/"] },
  // config.ts and its parts: one file per group of settings (chain, crypto, exchange, reserves, treasury).
  { name: "config", paths: ["config\\.ts$", "[a-z]+-config\\.ts$"] },
];

const TESTS = ["\\.test\\.tsx?$", "^apps/server/test/", "^apps/server/bench/"];

/**
 * The review queue's admin pieces, which sit beside the member's review screens in
 * features/reviews/ rather than in an admin/ folder: the rule treats them as admin code all the same.
 */
const REVIEWS_ADMIN = [
  "^apps/web/src/features/reviews/components/(admin-[^/]+|reject-review-dialog|review-archive)\\.tsx$",
  "^apps/web/src/features/reviews/api/(get-admin-reviews|get-review-archive|publish-review|reject-review)\\.ts$",
];

const inServer = (paths) => paths.map((p) => `${SERVER}${p}`);

/** One rule per layer: nothing in it imports a file of a layer above it. */
const layerRules = LAYERS.slice(1).map((layer, index) => ({
  name: `server-layers: ${layer.name}`,
  comment: `${layer.name} must not import ${LAYERS.slice(0, index + 1)
    .map((l) => l.name)
    .join(", ")} (imports run down the layers)`,
  severity: "error",
  from: { path: inServer(layer.paths), pathNot: TESTS },
  to: { path: inServer(LAYERS.slice(0, index + 1).flatMap((l) => l.paths)) },
}));

/** Job definitions and plugins are side by side: neither reaches into the other. */
const siblingRules = [
  {
    name: "server-layers: jobs and plugins apart",
    comment: "job definitions and plugins are independent of each other",
    severity: "error",
    from: { path: `${SERVER}jobs/`, pathNot: TESTS },
    to: { path: `${SERVER}plugins/` },
  },
  {
    name: "server-layers: plugins and jobs apart",
    comment: "plugins and job definitions are independent of each other",
    severity: "error",
    from: { path: `${SERVER}plugins/`, pathNot: TESTS },
    to: { path: `${SERVER}jobs/` },
  },
];

module.exports = {
  forbidden: [
    ...layerRules,
    ...siblingRules,
    {
      name: "no-circular",
      comment: "an import circle: split out what both sides need, or pass it in from above",
      severity: "error",
      from: { path: ["^apps/server/", "^apps/web/src/", "^packages/shared/src/"] },
      to: { circular: true },
    },
    {
      name: "server-module-face",
      comment: "from outside modules/<name>/, import only modules/<name>/index.ts (the module's public face)",
      severity: "error",
      from: { path: "^apps/server/(src|test|bench)/", pathNot: `${SERVER}modules/` },
      to: { path: `${SERVER}modules/[^/]+/`, pathNot: `${SERVER}modules/[^/]+/index\\.ts$` },
    },
    {
      name: "server-module-face",
      comment: "another module is imported through its index.ts only",
      severity: "error",
      from: { path: `${SERVER}modules/([^/]+)/` },
      to: {
        path: `${SERVER}modules/[^/]+/`,
        pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: "server-dto-maps-only",
      comment: "a dto file maps rows to answers: it never imports a service or routes file (they import it)",
      severity: "error",
      from: { path: `${SERVER}modules/.+\\.dto\\.ts$` },
      to: { path: `${SERVER}modules/.+\\.(service|routes)\\.ts$` },
    },
    {
      name: "server-sketch-compat-apart",
      comment: "the original client's aliases are composed in app.ts only; no module knows the old paths",
      severity: "error",
      from: { path: `${SERVER}modules/`, pathNot: [`${SERVER}modules/sketch-compat/`, ...TESTS] },
      to: { path: `${SERVER}modules/sketch-compat/` },
    },
    {
      name: "server-sketch-compat-apart",
      comment: "the compatibility layer names paths only: it imports no module",
      severity: "error",
      from: { path: `${SERVER}modules/sketch-compat/` },
      to: { path: `${SERVER}modules/`, pathNot: `${SERVER}modules/sketch-compat/` },
    },
    {
      name: "web-layers",
      comment: "only app/ composes the screens: features and shared code never import it",
      severity: "error",
      from: { path: "^apps/web/src/(features|components|lib|config)/", pathNot: TESTS },
      to: { path: "^apps/web/src/app/" },
    },
    {
      name: "web-layers",
      comment: "components/, lib/ and config/ are shared by every feature, so they import none",
      severity: "error",
      from: { path: "^apps/web/src/(components|lib|config)/", pathNot: TESTS },
      to: { path: "^apps/web/src/features/" },
    },
    {
      name: "web-features-apart",
      comment: "a feature never imports another; app/ composes them, and shared pieces live in components/ or lib/",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/[^/]+/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "web-admin-apart",
      comment:
        "admin code (features/<f>/admin/, features/admin/) is composed only by app/routes/admin/ and other admin code, never by a member screen",
      severity: "error",
      from: {
        path: "^apps/web/src/",
        pathNot: [
          "^apps/web/src/app/routes/admin/",
          "^apps/web/src/features/[^/]+/admin/",
          "^apps/web/src/features/admin/",
          ...REVIEWS_ADMIN,
          ...TESTS,
        ],
      },
      to: {
        path: ["^apps/web/src/features/[^/]+/admin/", "^apps/web/src/features/admin/", ...REVIEWS_ADMIN],
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["(^|/)node_modules/", "(^|/)dist/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};

// kysely is a dependency of the server workspace only and npm did not hoist it, so a bare
// 'kysely' import does not resolve from bench/. This reaches the very file the server loads
// (same ESM module instance, same types); bench code imports kysely from here.
export {
  CompiledQuery,
  type Kysely,
  type KyselyPlugin,
  type QueryId,
  type RootOperationNode,
  sql,
} from '@boguan/server/node_modules/kysely/dist/esm/index.js';

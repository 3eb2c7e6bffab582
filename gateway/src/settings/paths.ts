import { fileURLToPath } from 'node:url';

// This file sits at gateway/src/settings/paths.ts and compiles to gateway/dist/settings/paths.js:
// both are two levels below the gateway folder, so the same relative URLs work from source
// (tests) and from the build.
const gatewayRootUrl = new URL('../../', import.meta.url);

export const gatewayRoot = fileURLToPath(gatewayRootUrl);
export const repoRoot = fileURLToPath(new URL('../', gatewayRootUrl));
export const defaultWebDist = fileURLToPath(new URL('../web/dist', gatewayRootUrl));
export const contractSchemaPath = fileURLToPath(
  new URL('../schema/schema.graphql', gatewayRootUrl),
);

// Reads a V8 CPU profile (node --cpu-prof) of a gateway under load and says which stage of a
// request its samples were spent in. A sample goes to the innermost frame of a protection (rate
// limit, sessions, headers, GraphQL limits, logging...) so that what a protection calls (its
// Redis or PostgreSQL query) is its cost; otherwise to the innermost frame of a working part
// (GraphQL parse, validate, execute, the ORM, the drivers, routing); else Node's own code (HTTP,
// sockets) when in its stack, else "other". A native write outside any protection (the answer's,
// a query's) is a stage of its own: each is a system call, the same in the raw baseline.
// A protection is looked for only below the innermost frame of Fastify's hook runner: a hook that
// calls `done()` has the rest of the request on its stack, which is not its cost. Callbacks run
// from the event loop (a driver's reply) have no caller in the profile: those land on the driver.

export interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

export interface CpuProfile {
  nodes: CpuProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

type Rule = [stage: string, test: RegExp];

/** The protections, matched on the script's address. */
const PROTECTIONS: Rule[] = [
  ['rate limit', /rate-limit|rate-limiter|address-group/],
  ['sessions and tokens', /http\/authentication|session-cookie|@fastify\/cookie|access-control/],
  ['security headers and CSP nonce', /security-headers|helmet/],
  ['CSRF check', /csrf|page-forms/],
  ['expensive-work limit and request scope', /expensive-work/],
  ['input guards', /json-body-guard|text-input|unsafe-text/],
  [
    'GraphQL limits and token scope',
    /operation-limits|list-size|hardening|token-scope|graphql-depth|query-complexity/,
  ],
  ['logging', /pino|logger\.js|format-error/],
  ['compression', /compress|zlib/],
];

/** The working parts, matched on the address (or, for V8's own entries, the function's name). */
const PARTS: Rule[] = [
  ['GraphQL parse', /graphql\/language\//],
  ['GraphQL validate', /graphql\/validation\//],
  ['GraphQL execute', /graphql\/execution\/|graphql\/type\/|graphql\/jsutils\/|type-graphql/],
  ['Apollo Server', /@apollo\/|@as-integrations/],
  ['serialization', /fast-json-stringify|serializ/],
  ['routing', /find-my-way/],
  ['Fastify core', /\/fastify\/|avvio|light-my-request/],
  ['ORM and query builder', /@mikro-orm|kysely/],
  ['PostgreSQL driver', /\/pg\/|pg-protocol|pg-pool|pg-types/],
  // Every statement passes through it (db/statement-scope.ts), so it is a part, not a stage.
  ['statement tracking', /statement-scope/],
  ['Redis driver', /ioredis|redis-parser|denque/],
  ['the portal (services, resolvers)', /gateway\/dist\//],
  ['garbage collection', /^\(garbage collector\)$/],
  // V8's own work outside any script (compiling, the inline caches' misses...).
  ['V8 (outside scripts)', /^\(program\)$/],
];

/** Node's native writes (a system call each): the answer's, a driver's query's, a log line's. */
const WRITE = 'writes to sockets and files (system calls)';
const NATIVE_WRITES = /^(writev|writeBuffer|write\w*String)$/;
/** Node's own code: a sample lands there only when nothing above in its stack is a part. */
const NODE: Rule = ["Node's HTTP and sockets", /^node:/];
const IDLE = new Set(['(idle)']);
const HOOK_RUNNER = /\/fastify\/lib\/hooks\.js$/;
/**
 * Protections that run the rest of the request inside them (the expensive-work limit wraps the
 * resolvers): they own a sample only when no working part lies deeper in its stack, or the
 * resolvers' query building counted as the limit's cost.
 */
const WRAPPERS = /expensive-work/;

export interface StageShare {
  stage: string;
  /** Share of the busy samples (idle left out). */
  share: number;
  /** CPU microseconds per request, when the number of requests is known. */
  microsPerRequest?: number;
}

function firstMatch(rules: Rule[], text: string): string | undefined {
  for (const [stage, test] of rules) if (test.test(text)) return stage;
  return undefined;
}

export function stageShares(profile: CpuProfile, requests?: number): StageShare[] {
  const parent = new Map<number, number>();
  const byId = new Map<number, CpuProfileNode>();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const child of node.children ?? []) parent.set(child, node.id);
  }
  const stageOfNode = new Map<number, string | null>();
  const stageOf = (leafId: number): string | null => {
    const known = stageOfNode.get(leafId);
    if (known !== undefined) return known;
    let protection: string | undefined;
    let innerPart: string | undefined;
    let pastHookRunner = false;
    let nodeFrame = false;
    let idle = false;
    for (let id: number | undefined = leafId; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)?.callFrame;
      if (!frame) break;
      if (id === leafId && IDLE.has(frame.functionName)) idle = true;
      const where = frame.url || frame.functionName;
      const wrapsPart = innerPart !== undefined && WRAPPERS.test(where);
      if (!pastHookRunner && !wrapsPart) protection ??= firstMatch(PROTECTIONS, where);
      if (HOOK_RUNNER.test(where)) pastHookRunner = true;
      innerPart ??= firstMatch(PARTS, where);
      nodeFrame ||= NODE[1].test(where);
    }
    const write = NATIVE_WRITES.test(byId.get(leafId)?.callFrame.functionName ?? '');
    const stage = idle
      ? null
      : (protection ?? (write ? WRITE : undefined) ?? innerPart ?? (nodeFrame ? NODE[0] : 'other'));
    stageOfNode.set(leafId, stage);
    return stage;
  };

  const micros = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((nodeId, index) => {
    const stage = stageOf(nodeId);
    const delta = profile.timeDeltas[index] ?? 0;
    if (stage === null) return;
    busy += delta;
    micros.set(stage, (micros.get(stage) ?? 0) + delta);
  });
  return [...micros]
    .map(([stage, total]) => ({
      stage,
      share: busy > 0 ? total / busy : 0,
      ...(requests ? { microsPerRequest: total / requests } : {}),
    }))
    .sort((a, b) => b.share - a.share);
}

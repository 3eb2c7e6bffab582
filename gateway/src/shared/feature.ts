import type { FastifyInstance } from 'fastify';

/** A TypeGraphQL resolver class, whatever its constructor takes. */
export type ResolverClass = abstract new (...args: never[]) => object;

/**
 * A feature as the composition mounts it (app/features.ts lists them all): the resolver classes the
 * GraphQL schema is built from, and `register`, which adds the feature's REST routes and answers
 * its resolver instances, built with their services. `Deps` is what the feature needs from the
 * app; the app's services (features.ts) must provide it, which the compiler checks.
 */
export interface Feature<Deps = object> {
  readonly name: string;
  readonly resolvers: readonly ResolverClass[];
  readonly register: (app: FastifyInstance, deps: Deps) => object[] | Promise<object[]>;
}

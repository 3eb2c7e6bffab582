import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { OneOf } from '../../http/api-schema.js';
import { STAFF } from '../../values/role.js';
import { InsightSchema } from './insight.schema.js';
import { readInsight } from './insight.service.js';
import { InsightPeriod } from './insight-period.js';

const InsightQuery = Type.Object(
  {
    period: Type.Optional(
      OneOf(Object.values(InsightPeriod), {
        description: 'The period, ending now: 4-weeks, quarter (default) or year.',
      }),
    ),
  },
  { additionalProperties: false },
);

/** GET /api/admin/insight: the REST twin of GraphQL's insight (staff). */
export function registerInsightRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/admin/insight',
    {
      config: { access: STAFF },
      schema: {
        summary: "The association's activity (charts)",
        description:
          'Submissions and decisions per week, consultation requests per practice area with the median hours to answer, members joined and active per month, and approved events’ answers against their places. Weeks and months are in UTC.',
        querystring: InsightQuery,
        response: { 200: InsightSchema },
      },
    },
    (request) => readInsight(request.em, request.query.period ?? InsightPeriod.QUARTER),
  );
}

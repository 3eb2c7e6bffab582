import type { FastifyInstance } from 'fastify';
import { initialsOf } from '../users/initials.js';
import { ANY_MEMBER } from '../users/role.js';
import { SEARCH_LIMIT, search } from './search.service.js';

interface SearchQuerystring {
  q?: string;
  limit?: number;
}

/** GET /api/search?q=&limit= (members): the REST twin of Query.search, the same groups. */
export function registerSearchRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: SearchQuerystring }>(
    '/api/search',
    {
      config: { access: ANY_MEMBER },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            q: { type: 'string' },
            limit: { type: 'integer', minimum: 1, maximum: SEARCH_LIMIT.max },
          },
        },
      },
    },
    async (request) => {
      const results = await search(request.em, {
        query: request.query.q ?? '',
        limit: request.query.limit,
        queryField: 'q',
      });
      return {
        query: results.query,
        discussions: results.discussions.map((hit) => ({
          id: hit.id,
          title: hit.title,
          snippet: hit.snippet,
          createdAt: hit.createdAt.toISOString(),
          author: { id: hit.author.id, fullName: hit.author.fullName },
          practiceArea: hit.practiceArea && {
            slug: hit.practiceArea.slug,
            name: hit.practiceArea.names.en,
          },
        })),
        members: results.members.map((hit) => ({
          ...hit,
          initials: initialsOf(hit.fullName),
        })),
        news: results.news.map((hit) => ({ ...hit, publishedAt: hit.publishedAt.toISOString() })),
        documents: results.documents.map((hit) => ({
          ...hit,
          createdAt: hit.createdAt.toISOString(),
        })),
        events: results.events.map((hit) => ({ ...hit, eventDate: hit.eventDate.toISOString() })),
      };
    },
  );
}

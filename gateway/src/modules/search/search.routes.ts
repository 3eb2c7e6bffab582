import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { IsoDateTime, Limit, Nullable, Shape, Uuid } from '../../http/api-schema.js';
import { runExpensive } from '../../http/expensive-work.js';
import { ANY_MEMBER } from '../../values/role.js';
import { initialsOf } from '../users/index.js';
import { readSearchRequest, SEARCH_LIMIT, search } from './search.service.js';

const Hit = { id: Uuid(), title: Type.String(), snippet: Type.String() };

const SearchResults = Shape({
  query: Type.String({ description: 'The searched text, as normalised.' }),
  discussions: Type.Array(
    Shape({
      ...Hit,
      createdAt: IsoDateTime(),
      author: Shape({ id: Uuid(), fullName: Type.String() }),
      practiceArea: Nullable(Shape({ slug: Type.String(), name: Type.String() })),
    }),
  ),
  members: Type.Array(
    Shape({
      id: Uuid(),
      fullName: Type.String(),
      username: Type.String(),
      specialization: Nullable(Type.String()),
      profileImage: Nullable(Type.String()),
      initials: Type.String(),
    }),
  ),
  news: Type.Array(Shape({ ...Hit, publishedAt: IsoDateTime() })),
  documents: Type.Array(Shape({ ...Hit, createdAt: IsoDateTime() })),
  events: Type.Array(
    Shape(
      { ...Hit, eventDate: IsoDateTime({ description: 'When it starts.' }) },
      {
        description: 'Approved events (title, description or place).',
      },
    ),
  ),
});

/** GET /api/search?q=&limit= (members): the REST twin of Query.search, the same groups. */
export function registerSearchRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/search',
    {
      config: { access: ANY_MEMBER },
      schema: {
        summary: 'Search discussions, members, news, documents and events',
        querystring: Type.Object({
          q: Type.Optional(Type.String({ description: 'The text to find.' })),
          limit: Type.Optional(Limit(SEARCH_LIMIT.max, SEARCH_LIMIT.default)),
        }),
        response: { 200: SearchResults },
      },
    },
    async (request) => {
      const input = { query: request.query.q ?? '', limit: request.query.limit, queryField: 'q' };
      readSearchRequest(input);
      const results = await runExpensive(request, () => search(request.em, input));
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

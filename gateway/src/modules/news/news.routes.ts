import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { IsoDateTime, Limit, Nullable, Shape, Uuid } from '../../http/api-schema.js';
import { viewerOf } from '../../http/authentication.js';
import { ANY_MEMBER } from '../../values/role.js';
import { listNews, NEWS_PAGE_SIZE } from './news.service.js';

const NewsItem = Shape({
  id: Uuid(),
  title: Type.String(),
  excerpt: Nullable(Type.String()),
  content: Type.String(),
  createdAt: IsoDateTime(),
  author: Shape({ fullName: Type.String() }),
});

/** GET /api/news (members): spec §3's news shape, published only, newest publication first. */
export function registerNewsRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/news',
    {
      config: { access: ANY_MEMBER },
      schema: {
        summary: 'Published news, newest first',
        querystring: Type.Object({
          limit: Type.Optional(Limit(NEWS_PAGE_SIZE.max, NEWS_PAGE_SIZE.default)),
        }),
        response: { 200: Type.Array(NewsItem) },
      },
    },
    async (request) => {
      const rows = await listNews(request.em, viewerOf(request).id, {
        limit: request.query.limit,
      });
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        excerpt: row.excerpt,
        content: row.content,
        createdAt: row.createdAt.toISOString(),
        author: { fullName: row.author.fullName },
      }));
    },
  );
}

import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SitemapIndexStream, type SitemapItemLoose, SitemapStream } from 'sitemap';
import { notFound } from '../../errors/domain-error.js';
import { robotsTxt } from './robots.js';
import {
  alternatesOf,
  lawyerPagePath,
  PUBLIC_STATIC_PATHS,
  pageUrl,
  SITE_LOCALES,
  siteOrigin,
} from './site-urls.js';
import { lawyerSitemapChunks, lawyerSitemapEntries, type SitemapChunk } from './sitemap.service.js';

/** Crawlers read these often; an hour's staleness is harmless and spares the database. */
const CACHE_CONTROL = 'public, max-age=3600';
const LAWYER_SITEMAP_FILE = /^lawyers-([1-9][0-9]{0,5})\.xml$/;
const PAGES_SITEMAP_FILE = 'pages.xml';

/**
 * Each language version of a page as its own address (`?lang=`), each naming all of them as
 * hreflang alternates (the sitemap protocol's way for multilingual sites).
 */
function languageEntries(origin: string, path: string, lastmod?: Date): SitemapItemLoose[] {
  const links = alternatesOf(origin, path).map((alternate) => ({
    lang: alternate.hreflang,
    url: alternate.href,
  }));
  return SITE_LOCALES.map((locale) => ({
    url: pageUrl(origin, path, locale),
    links,
    ...(lastmod ? { lastmod: lastmod.toISOString() } : {}),
  }));
}

/** When any public lawyer page last changed (the directory page's lastmod), if there is one. */
function latestChange(chunks: readonly SitemapChunk[]): Date | undefined {
  return chunks.reduce<Date | undefined>(
    (latest, chunk) => (!latest || chunk.lastmod > latest ? chunk.lastmod : latest),
    undefined,
  );
}

function sendXml(reply: FastifyReply, items: Iterable<unknown>, stream: NodeJS.ReadWriteStream) {
  return reply
    .header('cache-control', CACHE_CONTROL)
    .type('application/xml; charset=utf-8')
    .send(Readable.from(items).pipe(stream));
}

/**
 * GET /robots.txt and the sitemaps: /sitemap.xml is an index of /sitemaps/pages.xml (the public
 * static pages) and /sitemaps/lawyers-<n>.xml (every public lawyer page, LAWYERS_PER_SITEMAP a
 * file, with lastmod), all with absolute addresses from PUBLIC_URL (never the request's Host).
 */
export function registerSeoRoutes(
  app: FastifyInstance,
  { publicUrl }: { publicUrl: string },
): void {
  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(siteOrigin(publicUrl))),
  );

  app.get('/sitemap.xml', { config: { access: 'public' } }, async (request, reply) => {
    const origin = siteOrigin(publicUrl);
    const chunks = await lawyerSitemapChunks(request.em);
    const lastLawyerChange = latestChange(chunks);
    const files = [
      {
        url: new URL(`/sitemaps/${PAGES_SITEMAP_FILE}`, origin).href,
        ...(lastLawyerChange ? { lastmod: lastLawyerChange.toISOString() } : {}),
      },
      ...chunks.map((chunk) => ({
        url: new URL(`/sitemaps/lawyers-${chunk.number}.xml`, origin).href,
        lastmod: chunk.lastmod.toISOString(),
      })),
    ];
    return sendXml(reply, files, new SitemapIndexStream());
  });

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { config: { access: 'public' } },
    async (request, reply) => {
      const origin = siteOrigin(publicUrl);
      const { file } = request.params;
      const stream = new SitemapStream({
        hostname: origin,
        xmlns: { xhtml: true, news: false, image: false, video: false },
      });
      if (file === PAGES_SITEMAP_FILE) {
        const chunks = await lawyerSitemapChunks(request.em);
        const directoryChange = latestChange(chunks);
        const items = PUBLIC_STATIC_PATHS.flatMap((path) =>
          languageEntries(origin, path, path === '/public-lawyers' ? directoryChange : undefined),
        );
        return sendXml(reply, items, stream);
      }
      const number = LAWYER_SITEMAP_FILE.exec(file)?.[1];
      const entries = number ? await lawyerSitemapEntries(request.em, Number(number)) : [];
      if (entries.length === 0) throw notFound(`There is no sitemap ${file}.`);
      const items = entries.flatMap((entry) =>
        languageEntries(origin, lawyerPagePath(entry.slug), entry.lastmod),
      );
      return sendXml(reply, items, stream);
    },
  );
}

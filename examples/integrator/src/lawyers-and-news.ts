// Lists the public lawyers and this week's published news through the portal's GraphQL API,
// with a personal access token (PORTAL_TOKEN, sent as `Authorization: Bearer <token>`).
//   PORTAL_URL=http://127.0.0.1:3000 PORTAL_TOKEN=... npm run lawyers-and-news
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { graphql } from './generated/gql.ts';

const LawyersAndNews = graphql(`
  query LawyersAndNews {
    publicLawyers {
      id
      fullName
      specialization
      languages
      averageRating
    }
    news(limit: 100) {
      id
      title
      publishedAt
    }
  }
`);

const portalUrl = process.env.PORTAL_URL ?? 'http://127.0.0.1:3000';
const token = process.env.PORTAL_TOKEN;
if (!token) throw new Error('Set PORTAL_TOKEN to a personal access token (profile → API access).');

/** One GraphQL request; the result is typed by the document (graphql-codegen). */
async function request<Result>(document: TypedDocumentNode<Result, Record<string, never>>) {
  const response = await fetch(`${portalUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: print(document) }),
  });
  const body = (await response.json()) as { data?: Result; errors?: { message: string }[] };
  if (!body.data) throw new Error(`${response.status}: ${body.errors?.[0]?.message ?? 'no data'}`);
  return body.data;
}

const { publicLawyers, news } = await request(LawyersAndNews);

console.log(`Public lawyers (${publicLawyers.length}):`);
for (const lawyer of publicLawyers) {
  const rating = lawyer.averageRating > 0 ? `, rated ${lawyer.averageRating}` : '';
  console.log(
    `- ${lawyer.fullName}: ${lawyer.specialization} (${lawyer.languages.join(', ')})${rating}`,
  );
}

const weekAgo = Date.now() - 7 * 24 * 60 * 60 * 1000;
const thisWeek = news.filter((item) => new Date(item.publishedAt).getTime() >= weekAgo);
console.log(`\nNews published this week (${thisWeek.length}):`);
for (const item of thisWeek) console.log(`- ${item.publishedAt.slice(0, 10)} ${item.title}`);

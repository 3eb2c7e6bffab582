import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ListSize } from '../../../graphql/list-size.js';
import { SITE_LOCALES } from '../../seo/index.js';
import type { PageHead } from '../lawyer-page-head.js';
import { jsonLdScriptText } from '../lawyer-page-head.js';
import {
  type PublicReviewPage,
  type PublicReviewRow,
  REVIEW_PAGE_SIZE,
} from '../public-reviews.service.js';

@ObjectType('HeadLink', { description: 'An hreflang alternate of a page.' })
export class HeadLinkType {
  @Field(() => String, { description: 'A language code, or x-default.' })
  hreflang!: string;

  @Field(() => String, { description: 'The absolute address of the page in that language.' })
  href!: string;
}

@ObjectType('HeadMeta', { description: 'An Open Graph property of a page.' })
export class HeadMetaType {
  @Field(() => String, { description: 'The property name, e.g. og:title or og:url.' })
  property!: string;

  @Field(() => String, { description: 'Its value (plain text; escape it when writing HTML).' })
  content!: string;
}

@ObjectType('PageHead', { description: "What a public page's document head holds." })
export class PageHeadType {
  @Field(() => String, {
    description: 'The document title: the lawyer’s name, specialization and the site’s name.',
  })
  title!: string;

  @Field(() => String, {
    description:
      'The meta description: an excerpt of the bio, else the specialization and practice areas.',
  })
  description!: string;

  @Field(() => String, { description: 'The absolute address of the page in this language.' })
  canonical!: string;

  @ListSize(SITE_LOCALES.length + 1)
  @Field(() => [HeadLinkType], {
    description: 'The page in each language, plus x-default (link rel="alternate" hreflang).',
  })
  alternates!: HeadLinkType[];

  // og:type, title, description, url, site_name, locale and image (lawyer-page-head.ts).
  @ListSize(7)
  @Field(() => [HeadMetaType], { description: 'The Open Graph meta tags (og:*), in order.' })
  openGraph!: HeadMetaType[];

  @Field(() => String, {
    description:
      'schema.org JSON-LD as the text of an application/ld+json script, with <, > and & escaped.',
  })
  jsonLd!: string;

  static from(head: PageHead): PageHeadType {
    return Object.assign(new PageHeadType(), { ...head, jsonLd: jsonLdScriptText(head.jsonLd) });
  }
}

@ObjectType('PublicReview', { description: "An approved review on a lawyer's page." })
export class PublicReviewType {
  @Field(() => ID, { description: 'The review’s id.' })
  id!: string;

  @Field(() => Int, { description: '1 to 5 stars.' })
  rating!: number;

  @Field(() => String, { description: 'The review’s text, as approved by a moderator.' })
  text!: string;

  @Field(() => String, { description: "The reviewer's first name." })
  reviewerName!: string;

  @Field(() => String, {
    description:
      'The kind of consultation reviewed: initial, legal-advice, representation or document-review.',
  })
  consultationType!: string;

  @Field(() => Date, { description: 'When the review was written.' })
  createdAt!: Date;

  static from(row: PublicReviewRow): PublicReviewType {
    return Object.assign(new PublicReviewType(), row);
  }
}

@ObjectType('PublicReviewPage', { description: "A page of a lawyer's approved reviews." })
export class PublicReviewPageType {
  @Field(() => Int, { description: 'Approved reviews in all.' })
  total!: number;

  @ListSize(REVIEW_PAGE_SIZE.max)
  @Field(() => [PublicReviewType], { description: 'Newest first.' })
  items!: PublicReviewType[];

  static from(page: PublicReviewPage): PublicReviewPageType {
    return Object.assign(new PublicReviewPageType(), {
      total: page.total,
      items: page.items.map((row) => PublicReviewType.from(row)),
    });
  }
}

@ObjectType('LawyerFilterOptions', {
  description:
    "The options of the directory's filters: what the listed lawyers name, each list sorted.",
})
export class LawyerFilterOptionsType {
  @Field(() => [String], { description: 'The distinct specializations.' })
  specializations!: string[];

  @Field(() => [String], { description: 'The distinct practice areas.' })
  practiceAreas!: string[];

  @Field(() => [String], { description: "The distinct cities (an office address's last part)." })
  cities!: string[];

  @Field(() => [String], { description: 'The distinct languages.' })
  languages!: string[];
}

import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { type FieldErrors } from '../../errors/domain-error.js';
import { checkMaxLength, readPage, throwIfProblems } from '../../errors/input-checks.js';
import { Public } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { ListSize } from '../../graphql/list-size.js';
import { UUIDScalar } from '../../graphql/uuid-scalar.js';
import { viewerIdOf } from '../../graphql/viewer-of-context.js';
import { runExpensive } from '../../http/expensive-work.js';
import { ANY_MEMBER, STAFF } from '../../values/role.js';
import { DEFAULT_LOCALE, isSiteLocale, siteOrigin } from '../seo/index.js';
import { LawyerType } from './dto/lawyer.type.js';
import { LawyerProfileInput } from './dto/lawyer-profile.input.js';
import {
  LawyerFilterOptionsType,
  PageHeadType,
  PublicReviewPageType,
} from './dto/public-lawyer-page.type.js';
import { buildLawyerPageHead } from './lawyer-page-head.js';
import {
  DIRECTORY_LIMITS,
  DIRECTORY_RATING,
  directoryFilterOptions,
  findLawyerProfileOfUser,
  findPublicLawyer,
  listLawyers,
  PUBLIC_LAWYERS_PAGE,
  saveLawyerProfile,
  verifyLawyer,
} from './lawyers.service.js';
import { listPublicReviews, REVIEW_PAGE_SIZE } from './public-reviews.service.js';

@Resolver(() => LawyerType)
export class LawyersResolver {
  /** PUBLIC_URL, for the absolute addresses of a page's head. */
  constructor(private readonly publicUrl: string) {}

  @Public()
  @Query(() => LawyerType, {
    nullable: true,
    description:
      "A lawyer's public page (/lawyers/<slug>): verified lawyers taking consultation requests; none otherwise.",
  })
  async publicLawyer(
    @Ctx() context: GraphQLContext,
    @Arg('slug', () => String, {
      description: 'The last part of the page’s address (/lawyers/<slug>), e.g. from Lawyer.slug.',
    })
    slug: string,
  ): Promise<LawyerType | null> {
    const row = await findPublicLawyer(context.em, slug);
    return row && LawyerType.from(row);
  }

  @Public()
  @Query(() => PageHeadType, {
    nullable: true,
    description:
      "The document head of a lawyer's public page in a language (en, so, ar, fr; others read as en); none when the page is not public.",
  })
  async publicLawyerHead(
    @Ctx() context: GraphQLContext,
    @Arg('slug', () => String, {
      description: 'The last part of the page’s address (/lawyers/<slug>).',
    })
    slug: string,
    @Arg('locale', () => String, {
      nullable: true,
      description: 'The page’s language: en, so, ar or fr; en when omitted or unknown.',
    })
    locale: string | null,
  ): Promise<PageHeadType | null> {
    const row = await findPublicLawyer(context.em, slug);
    if (!row) return null;
    const head = buildLawyerPageHead(row, {
      origin: siteOrigin(this.publicUrl),
      locale: locale && isSiteLocale(locale) ? locale : DEFAULT_LOCALE,
    });
    return PageHeadType.from(head);
  }

  @Public()
  @Query(() => PublicReviewPageType, {
    nullable: true,
    description:
      'A page of the approved reviews of a lawyer with a public page, newest first; none when the page is not public.',
  })
  async publicLawyerReviews(
    @Ctx() context: GraphQLContext,
    @Arg('slug', () => String, {
      description: 'The last part of the lawyer’s page address (/lawyers/<slug>).',
    })
    slug: string,
    @Arg('limit', () => Int, {
      nullable: true,
      description: `How many reviews to answer, 1 to ${REVIEW_PAGE_SIZE.max}; ${REVIEW_PAGE_SIZE.default} when omitted.`,
    })
    limit: number | null,
    @Arg('offset', () => Int, {
      nullable: true,
      description:
        'How many reviews to skip (0 when omitted): the next page starts at offset + limit.',
    })
    offset: number | null,
  ): Promise<PublicReviewPageType | null> {
    const problems: FieldErrors = {};
    const page = readPage(problems, { limit, offset }, REVIEW_PAGE_SIZE);
    throwIfProblems(problems);
    const row = await findPublicLawyer(context.em, slug);
    if (!row) return null;
    return PublicReviewPageType.from(await listPublicReviews(context.em, row.id, page));
  }

  @Public()
  @ListSize(PUBLIC_LAWYERS_PAGE.max)
  @Query(() => [LawyerType], {
    description: `The public lawyer directory by name: the lawyers taking consultation requests, ${PUBLIC_LAWYERS_PAGE.default} at a time (at most ${PUBLIC_LAWYERS_PAGE.max}).`,
  })
  async publicLawyers(
    @Ctx() context: GraphQLContext,
    // Kept so that existing operations stay valid; the directory lists only available lawyers.
    @Arg('availableOnly', () => Boolean, {
      description: 'Ignored: the directory lists only lawyers taking consultation requests.',
      nullable: true,
      defaultValue: false,
      deprecationReason: 'The directory lists only lawyers taking consultation requests.',
    })
    _availableOnly: boolean | null,
    @Arg('limit', () => Int, {
      nullable: true,
      defaultValue: PUBLIC_LAWYERS_PAGE.default,
      description: `How many lawyers to answer, 1 to ${PUBLIC_LAWYERS_PAGE.max}.`,
    })
    limit: number | null,
    @Arg('offset', () => Int, {
      nullable: true,
      description:
        'How many lawyers to skip (0 when omitted): the next page starts at offset + limit.',
    })
    offset: number | null,
    @Arg('search', () => String, {
      nullable: true,
      description:
        'Free text in the name, specialization, practice areas, languages or office address, ignoring case and accents; blank matches all.',
    })
    search: string | null,
    @Arg('specialization', () => String, {
      nullable: true,
      description: 'Only this specialization (exactly).',
    })
    specialization: string | null,
    @Arg('practiceArea', () => String, {
      nullable: true,
      description: 'Only lawyers offering this practice area (one of publicLawyerFilters).',
    })
    practiceArea: string | null,
    @Arg('city', () => String, {
      nullable: true,
      description: "Only lawyers whose office is in this city (the office address's last part).",
    })
    city: string | null,
    @Arg('language', () => String, {
      nullable: true,
      description: 'Only lawyers speaking this language.',
    })
    language: string | null,
    @Arg('verified', () => Boolean, {
      nullable: true,
      description: 'true: only verified lawyers; false or omitted: all.',
    })
    verified: boolean | null,
    @Arg('minRating', () => Int, {
      nullable: true,
      description: `Only lawyers whose approved reviews average at least this many stars (${DIRECTORY_RATING.min} to ${DIRECTORY_RATING.max}).`,
    })
    minRating: number | null,
  ): Promise<LawyerType[]> {
    const problems: FieldErrors = {};
    const page = readPage(problems, { limit, offset }, PUBLIC_LAWYERS_PAGE);
    const texts = { search, specialization, practiceArea, city, language };
    for (const [field, value] of Object.entries(texts)) {
      if (value !== null) checkMaxLength(problems, field, value, DIRECTORY_LIMITS.search);
    }
    if (
      minRating !== null &&
      (minRating < DIRECTORY_RATING.min || minRating > DIRECTORY_RATING.max)
    ) {
      problems.minRating = `must be between ${DIRECTORY_RATING.min} and ${DIRECTORY_RATING.max}`;
    }
    throwIfProblems(problems);
    const rows = await runExpensive(context.request, () =>
      listLawyers(context.em, page, {
        ...(search !== null && { search }),
        ...(specialization !== null && { specialization }),
        ...(practiceArea !== null && { practiceArea }),
        ...(city !== null && { city }),
        ...(language !== null && { language }),
        ...(verified !== null && { verified }),
        ...(minRating !== null && { minRating }),
      }),
    );
    return rows.map((row) => LawyerType.from(row));
  }

  @Public()
  @Query(() => LawyerFilterOptionsType, {
    description:
      "The options of the directory's filters (REST GET /api/public/lawyer-filters): the specializations, practice areas, cities and languages of the listed lawyers.",
  })
  async publicLawyerFilters(@Ctx() context: GraphQLContext): Promise<LawyerFilterOptionsType> {
    return Object.assign(new LawyerFilterOptionsType(), await directoryFilterOptions(context.em));
  }

  @Authorized(ANY_MEMBER)
  @Query(() => LawyerType, {
    nullable: true,
    description: "The signed-in member's public profile.",
  })
  async myLawyerProfile(@Ctx() context: GraphQLContext): Promise<LawyerType | null> {
    const row = await findLawyerProfileOfUser(context.em, viewerIdOf(context));
    return row && LawyerType.from(row);
  }

  @Authorized(ANY_MEMBER)
  @Mutation(() => LawyerType, { description: "Publishes or updates the member's public profile." })
  async saveLawyerProfile(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => LawyerProfileInput, { description: "The profile's fields." })
    input: LawyerProfileInput,
  ): Promise<LawyerType> {
    return LawyerType.from(await saveLawyerProfile(context.em, viewerIdOf(context), input));
  }

  @Authorized(STAFF)
  @Mutation(() => LawyerType, { description: 'Staff mark a lawyer profile verified or not.' })
  async verifyLawyer(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => UUIDScalar, { description: 'The lawyer profile.' }) id: string,
    @Arg('verified', () => Boolean, {
      description: 'true marks the lawyer verified, false removes it.',
    })
    verified: boolean,
  ): Promise<LawyerType> {
    return LawyerType.from(await verifyLawyer(context.em, viewerIdOf(context), id, verified));
  }
}

import type * as Types from '../graphql';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const LawyerProfileFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment LawyerProfileFields on Lawyer {
  id
  fullName
  specialization
  practiceAreas
  languages
  experience
  bio
  profileImage
  verified
  averageRating
  totalReviews
  consultationRate
  publicConsultationAvailable
  contactPhone
  officeAddress
  websiteUrl
  linkedinUrl
}
    `, {"fragmentName":"LawyerProfileFields"}) as unknown as TypedDocumentString<Types.LawyerProfileFieldsFragment, unknown>;
export const PublicReviewPageFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment PublicReviewPageFields on PublicReviewPage {
  total
  items {
    id
    rating
    text
    reviewerName
    consultationType
    createdAt
  }
}
    `, {"fragmentName":"PublicReviewPageFields"}) as unknown as TypedDocumentString<Types.PublicReviewPageFieldsFragment, unknown>;
export const PublicLawyerPageDocument = /*#__PURE__*/ new TypedDocumentString(`
    query PublicLawyerPage($slug: String!, $locale: String, $reviewsLimit: Int) {
  publicLawyer(slug: $slug) {
    ...LawyerProfileFields
    slug
  }
  publicLawyerHead(slug: $slug, locale: $locale) {
    title
    description
    canonical
    alternates {
      hreflang
      href
    }
    openGraph {
      property
      content
    }
    jsonLd
  }
  publicLawyerReviews(slug: $slug, limit: $reviewsLimit) {
    ...PublicReviewPageFields
  }
}
    fragment LawyerProfileFields on Lawyer {
  id
  fullName
  specialization
  practiceAreas
  languages
  experience
  bio
  profileImage
  verified
  averageRating
  totalReviews
  consultationRate
  publicConsultationAvailable
  contactPhone
  officeAddress
  websiteUrl
  linkedinUrl
}
fragment PublicReviewPageFields on PublicReviewPage {
  total
  items {
    id
    rating
    text
    reviewerName
    consultationType
    createdAt
  }
}`) as unknown as TypedDocumentString<Types.PublicLawyerPageQuery, Types.PublicLawyerPageQueryVariables>;
export const PublicLawyerReviewsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query PublicLawyerReviews($slug: String!, $limit: Int, $offset: Int) {
  publicLawyerReviews(slug: $slug, limit: $limit, offset: $offset) {
    ...PublicReviewPageFields
  }
}
    fragment PublicReviewPageFields on PublicReviewPage {
  total
  items {
    id
    rating
    text
    reviewerName
    consultationType
    createdAt
  }
}`) as unknown as TypedDocumentString<Types.PublicLawyerReviewsQuery, Types.PublicLawyerReviewsQueryVariables>;
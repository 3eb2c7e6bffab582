import type * as Types from './graphql';
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
export const ConsultationFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConsultationFields on Consultation {
  id
  lawyerName
  clientName
  clientEmail
  clientPhone
  consultationType
  description
  preferredDate
  status
  createdAt
  respondedAt
  canReview
  review {
    rating
    text
    status
    createdAt
  }
}
    `, {"fragmentName":"ConsultationFields"}) as unknown as TypedDocumentString<Types.ConsultationFieldsFragment, unknown>;
export const LawyerProfileFieldsFragmentDoc = new TypedDocumentString(`
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
export const PublicReviewPageFieldsFragmentDoc = new TypedDocumentString(`
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
export const ReviewConsultationDocument = new TypedDocumentString(`
    mutation ReviewConsultation($token: String!, $rating: Int!, $text: String!) {
  reviewConsultation(token: $token, rating: $rating, text: $text) {
    ...ConsultationFields
  }
}
    fragment ConsultationFields on Consultation {
  id
  lawyerName
  clientName
  clientEmail
  clientPhone
  consultationType
  description
  preferredDate
  status
  createdAt
  respondedAt
  canReview
  review {
    rating
    text
    status
    createdAt
  }
}`) as unknown as TypedDocumentString<Types.ReviewConsultationMutation, Types.ReviewConsultationMutationVariables>;
export const TrackedConsultationDocument = new TypedDocumentString(`
    query TrackedConsultation($token: String!) {
  trackedConsultation(token: $token) {
    ...ConsultationFields
  }
}
    fragment ConsultationFields on Consultation {
  id
  lawyerName
  clientName
  clientEmail
  clientPhone
  consultationType
  description
  preferredDate
  status
  createdAt
  respondedAt
  canReview
  review {
    rating
    text
    status
    createdAt
  }
}`) as unknown as TypedDocumentString<Types.TrackedConsultationQuery, Types.TrackedConsultationQueryVariables>;
export const AcceptInvitationDocument = new TypedDocumentString(`
    mutation AcceptInvitation($input: AcceptInvitationInput!) {
  acceptInvitation(input: $input) {
    id
    fullName
    initials
    profileImage
    role
    mfaEnabled
    mfaEnrolmentRequired
  }
}
    `) as unknown as TypedDocumentString<Types.AcceptInvitationMutation, Types.AcceptInvitationMutationVariables>;
export const InvitationDocument = new TypedDocumentString(`
    query Invitation($token: String!) {
  invitation(token: $token) {
    email
    invitedByName
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<Types.InvitationQuery, Types.InvitationQueryVariables>;
export const PublicLawyerPageDocument = new TypedDocumentString(`
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
export const PublicLawyerReviewsDocument = new TypedDocumentString(`
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
export const ApplyForMembershipDocument = new TypedDocumentString(`
    mutation ApplyForMembership($input: MembershipApplicationInput!) {
  applyForMembership(input: $input)
}
    `) as unknown as TypedDocumentString<Types.ApplyForMembershipMutation, Types.ApplyForMembershipMutationVariables>;
export const SendContactMessageDocument = new TypedDocumentString(`
    mutation SendContactMessage($input: ContactMessageInput!) {
  sendContactMessage(input: $input)
}
    `) as unknown as TypedDocumentString<Types.SendContactMessageMutation, Types.SendContactMessageMutationVariables>;
export const CompleteSignInDocument = new TypedDocumentString(`
    mutation CompleteSignIn($input: MfaCodeInput!) {
  completeSignIn(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<Types.CompleteSignInMutation, Types.CompleteSignInMutationVariables>;
export const SignInDocument = new TypedDocumentString(`
    mutation SignIn($input: SignInInput!) {
  signIn(input: $input) {
    mfaRequired
    viewer {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<Types.SignInMutation, Types.SignInMutationVariables>;
export const RecentSocialActivityDocument = new TypedDocumentString(`
    query RecentSocialActivity($limit: Int) {
  recentSocialActivity(limit: $limit) {
    id
    platform
    content
    hashtags
    postUrl
    externalUrl
    publishedAt
  }
}
    `) as unknown as TypedDocumentString<Types.RecentSocialActivityQuery, Types.RecentSocialActivityQueryVariables>;
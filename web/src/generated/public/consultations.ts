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
export const ConsultationFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
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
  responseMessage
  proposedContact
  answerBy
  canReview
  review {
    rating
    text
    status
    createdAt
  }
}
    `, {"fragmentName":"ConsultationFields"}) as unknown as TypedDocumentString<Types.ConsultationFieldsFragment, unknown>;
export const ReviewConsultationDocument = /*#__PURE__*/ new TypedDocumentString(`
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
  responseMessage
  proposedContact
  answerBy
  canReview
  review {
    rating
    text
    status
    createdAt
  }
}`) as unknown as TypedDocumentString<Types.ReviewConsultationMutation, Types.ReviewConsultationMutationVariables>;
export const TrackedConsultationDocument = /*#__PURE__*/ new TypedDocumentString(`
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
  responseMessage
  proposedContact
  answerBy
  canReview
  review {
    rating
    text
    status
    createdAt
  }
}`) as unknown as TypedDocumentString<Types.TrackedConsultationQuery, Types.TrackedConsultationQueryVariables>;
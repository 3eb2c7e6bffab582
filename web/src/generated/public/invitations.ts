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

export const AcceptInvitationDocument = /*#__PURE__*/ new TypedDocumentString(`
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
export const InvitationDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Invitation($token: String!) {
  invitation(token: $token) {
    email
    invitedByName
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<Types.InvitationQuery, Types.InvitationQueryVariables>;
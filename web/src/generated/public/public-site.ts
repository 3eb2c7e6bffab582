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

export const ApplyForMembershipDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation ApplyForMembership($input: MembershipApplicationInput!) {
  applyForMembership(input: $input)
}
    `) as unknown as TypedDocumentString<Types.ApplyForMembershipMutation, Types.ApplyForMembershipMutationVariables>;
export const SendContactMessageDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SendContactMessage($input: ContactMessageInput!) {
  sendContactMessage(input: $input)
}
    `) as unknown as TypedDocumentString<Types.SendContactMessageMutation, Types.SendContactMessageMutationVariables>;
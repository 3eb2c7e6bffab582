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

export const CompleteSignInDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation CompleteSignIn($input: MfaCodeInput!) {
  completeSignIn(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<Types.CompleteSignInMutation, Types.CompleteSignInMutationVariables>;
export const ConfirmEmailChangeDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {
  confirmEmailChange(input: $input)
}
    `) as unknown as TypedDocumentString<Types.ConfirmEmailChangeMutation, Types.ConfirmEmailChangeMutationVariables>;
export const RequestPasswordResetDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
  requestPasswordReset(input: $input)
}
    `) as unknown as TypedDocumentString<Types.RequestPasswordResetMutation, Types.RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation ResetPassword($input: ResetPasswordInput!) {
  resetPassword(input: $input)
}
    `) as unknown as TypedDocumentString<Types.ResetPasswordMutation, Types.ResetPasswordMutationVariables>;
export const SignInDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SignIn($input: SignInInput!) {
  signIn(input: $input) {
    mfaRequired
    viewer {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<Types.SignInMutation, Types.SignInMutationVariables>;
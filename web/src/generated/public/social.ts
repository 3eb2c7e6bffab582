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

export const RecentSocialActivityDocument = /*#__PURE__*/ new TypedDocumentString(`
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
import { IsArray, IsInt, IsOptional, IsString } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ApiTokenRow } from '../../users/index.js';
import { ApiTokenScope } from '../../users/index.js';
import {
  DEFAULT_EXPIRY_DAYS,
  MAX_EXPIRY_DAYS,
  TOKEN_NAME_MAX_LENGTH,
} from '../api-tokens.service.js';

registerEnumType(ApiTokenScope, {
  valuesConfig: {
    READ: { description: 'What the member may read: queries and GET routes.' },
    WRITE: { description: 'What the member may change: mutations and the other REST methods.' },
    MODERATE: {
      description: 'Staff only: the moderation and administration fields and routes.',
    },
  },
  name: 'ApiTokenScope',
  description:
    'What a personal access token may do, within its member’s rights: READ (queries, GET), WRITE (mutations, other methods), MODERATE (staff only: moderation and administration).',
});

export enum ApiTokenStatus {
  ACTIVE = 'active',
  EXPIRED = 'expired',
  REVOKED = 'revoked',
}

registerEnumType(ApiTokenStatus, {
  valuesConfig: {
    ACTIVE: { description: 'Works: neither revoked nor past its expiry.' },
    EXPIRED: { description: 'Past its expiresAt: requests with it answer 401.' },
    REVOKED: { description: 'Revoked by its member or staff: requests with it answer 401.' },
  },
  name: 'ApiTokenStatus',
  description: 'Whether the token still works: ACTIVE, or EXPIRED / REVOKED (answers 401).',
});

// Lengths, scopes and the expiry are checked by the service, which names each bad field.
@InputType('CreateApiTokenInput', {
  description: 'A new personal access token: what it is for, what it may do, how long it lives.',
})
export class CreateApiTokenInput {
  @Field(() => String, {
    description: `What the token is for, e.g. "Court calendar sync" (1 to ${TOKEN_NAME_MAX_LENGTH} characters).`,
  })
  @IsString()
  name!: string;

  @Field(() => [ApiTokenScope], { description: 'At least one; MODERATE for staff only.' })
  @IsArray()
  scopes!: ApiTokenScope[];

  @Field(() => Int, {
    nullable: true,
    description: `Days until it stops working, 1 to ${MAX_EXPIRY_DAYS}; ${DEFAULT_EXPIRY_DAYS} when omitted.`,
  })
  @IsOptional()
  @IsInt()
  expiresInDays?: number | null;
}

@ObjectType('ApiTokenOwner', { description: 'The member a token acts for.' })
export class ApiTokenOwnerType {
  @Field(() => ID, { description: 'The member’s user id.' })
  id!: string;

  @Field(() => String, { description: 'The member’s full name.' })
  fullName!: string;

  @Field(() => String, { description: 'The member’s e-mail address.' })
  email!: string;
}

@ObjectType('ApiToken', {
  description: 'A personal access token, without its secret (shown once, when created).',
})
export class ApiTokenType {
  @Field(() => ID, { description: 'The token’s id (to revoke it); not the secret.' })
  id!: string;

  @Field(() => String, { description: 'What the member named it, e.g. "Court calendar sync".' })
  name!: string;

  @Field(() => String, {
    description: 'The secret’s last four characters, to tell tokens apart: bpat_…abcd.',
  })
  hint!: string;

  @Field(() => [ApiTokenScope], { description: 'What it may do (at least one scope).' })
  scopes!: ApiTokenScope[];

  @Field(() => ApiTokenStatus, { description: 'Whether it still works, as of this answer.' })
  status!: ApiTokenStatus;

  @Field(() => Date, { description: 'When it was created.' })
  createdAt!: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'When it stops working; null if it never expires.',
  })
  expiresAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When it was last used (to the minute); null if never.',
  })
  lastUsedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'The address it was last used from.' })
  lastUsedIp!: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was revoked; null if it was not.' })
  revokedAt!: Date | null;

  @Field(() => ApiTokenOwnerType, { description: 'The member it acts for.' })
  owner!: ApiTokenOwnerType;

  static from(row: ApiTokenRow, now = new Date()): ApiTokenType {
    return Object.assign(new ApiTokenType(), {
      ...row,
      status: statusOf(row, now),
      owner: Object.assign(new ApiTokenOwnerType(), row.owner),
    });
  }
}

@ObjectType('CreatedApiToken', { description: 'A new token, with its secret shown this once.' })
export class CreatedApiTokenType {
  @Field(() => String, {
    description:
      'The secret (bpat_…): send it as "Authorization: Bearer <token>". Only its hash is kept; it cannot be shown again.',
  })
  token!: string;

  @Field(() => ApiTokenType, {
    description: 'The new token as myApiTokens lists it (without the secret).',
  })
  apiToken!: ApiTokenType;
}

export function statusOf(row: Pick<ApiTokenRow, 'revokedAt' | 'expiresAt'>, now: Date) {
  if (row.revokedAt) return ApiTokenStatus.REVOKED;
  if (row.expiresAt && row.expiresAt <= now) return ApiTokenStatus.EXPIRED;
  return ApiTokenStatus.ACTIVE;
}

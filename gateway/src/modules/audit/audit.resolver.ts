import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { UUIDScalar } from '../../graphql/uuid-scalar.js';
import { viewerOfContext } from '../../graphql/viewer-of-context.js';
import { STAFF } from '../../values/role.js';
import { listAuditEntries } from './audit.service.js';
import {
  AuditEntryConnectionType,
  AuditEntryType,
  AuditFilterInput,
} from './dto/audit-entry.type.js';

@Resolver()
export class AuditResolver {
  @Authorized(STAFF)
  @Query(() => AuditEntryConnectionType, {
    description:
      'The audit trail (staff), newest first: moderation decisions, staff edits and deletions, token, webhook and event changes, consultation answers. Admins read every entry, moderators those of the MODERATION scope. Filtered, by pages of `first` (1 to 100, default 50) after the entry `after`.',
  })
  async auditEntries(
    @Arg('filter', () => AuditFilterInput, { description: 'What to show.', nullable: true })
    filter: AuditFilterInput | null,
    @Arg('first', () => Int, { description: 'How many entries.', nullable: true }) first:
      | number
      | null,
    @Arg('after', () => UUIDScalar, {
      description: "Answer the entries after this one (the previous page's last).",
      nullable: true,
    })
    after: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<AuditEntryConnectionType> {
    const viewer = viewerOfContext(context);
    const page = await listAuditEntries(context.em, viewer, filter ?? {}, { first, after });
    return Object.assign(new AuditEntryConnectionType(), {
      entries: page.entries.map((row) => AuditEntryType.from(row)),
      hasMore: page.hasMore,
    });
  }
}

import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { UUIDScalar } from '../../graphql/uuid-scalar.js';
import { ADMINS } from '../../values/role.js';
import {
  SecurityEventConnectionType,
  SecurityEventFilterInput,
  SecurityEventObject,
} from './dto/security-event.type.js';
import { listSecurityEvents } from './security-events.service.js';

@Resolver()
export class SecurityEventsResolver {
  @Authorized(ADMINS)
  @Query(() => SecurityEventConnectionType, {
    description:
      'The security log (admins only), newest first: sign-ins, sign-outs, MFA, sessions, role changes and refused uploads, filtered, by pages of `first` (1 to 100, default 50) after the event `after`.',
  })
  async securityEvents(
    @Arg('filter', () => SecurityEventFilterInput, { description: 'What to show.', nullable: true })
    filter: SecurityEventFilterInput | null,
    @Arg('first', () => Int, { description: 'How many events.', nullable: true }) first:
      | number
      | null,
    @Arg('after', () => UUIDScalar, {
      description: "Answer the events after this one (the previous page's last).",
      nullable: true,
    })
    after: string | null,
    @Ctx() { em }: GraphQLContext,
  ): Promise<SecurityEventConnectionType> {
    const page = await listSecurityEvents(em, filter ?? {}, { first, after });
    return Object.assign(new SecurityEventConnectionType(), {
      events: page.events.map((row) => SecurityEventObject.from(row)),
      hasMore: page.hasMore,
    });
  }
}

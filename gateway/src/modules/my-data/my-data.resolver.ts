import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { viewerOfContext } from '../../graphql/viewer-of-context.js';
import type { SessionCookie } from '../../http/session-cookie.js';
import { ANY_MEMBER } from '../../values/role.js';
import { SessionOnly } from '../users/index.js';
import type { CloseAccountService } from './close-account.service.js';
import type { DataExportService } from './data-export.service.js';
import { CloseAccountInput } from './dto/close-account.input.js';
import { DataExportType } from './dto/data-export.type.js';

/** A member's own data: a copy of it, and closing the account. The browser's alone (no token). */
@Resolver()
export class MyDataResolver {
  constructor(
    private readonly exports: DataExportService,
    private readonly closing: CloseAccountService,
    private readonly cookie: SessionCookie,
  ) {}

  @Authorized(ANY_MEMBER)
  @SessionOnly()
  @Query(() => DataExportType, {
    nullable: true,
    description: "The viewer's latest request for a copy of their data; null when none.",
  })
  async myDataExport(@Ctx() context: GraphQLContext): Promise<DataExportType | null> {
    const view = await this.exports.state(context.em, viewerOfContext(context).id);
    return view ? DataExportType.from(view) : null;
  }

  @Authorized(ANY_MEMBER)
  @SessionOnly()
  @Mutation(() => DataExportType, {
    description:
      'Asks for a copy of the viewer’s data: the worker prepares a ZIP (data.json and their documents) and mails a one-time link, valid 7 days, that works only for them signed in. Once a day (RATE_LIMITED).',
  })
  async requestDataExport(@Ctx() context: GraphQLContext): Promise<DataExportType> {
    return DataExportType.from(await this.exports.request(context.em, viewerOfContext(context).id));
  }

  @Authorized(ANY_MEMBER)
  @SessionOnly()
  @Mutation(() => Boolean, {
    description:
      'Closes the viewer’s account, with the password (and a code when two-step sign-in is on) checked as a reauthentication: their personal data is deleted or pseudonymised as the privacy page says, the act is recorded, and every session ends (this one too).',
  })
  async closeAccount(
    @Arg('input', () => CloseAccountInput, { description: 'The proof it is them.' })
    input: CloseAccountInput,
    @Ctx() context: GraphQLContext,
  ): Promise<boolean> {
    const { request, reply } = context;
    await this.closing.close(context.em, viewerOfContext(context), context.session, {
      ...input,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    this.cookie.clear(reply);
    return true;
  }
}

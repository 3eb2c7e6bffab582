import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Public } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { QueuePageArgs } from '../../graphql/page-args.js';
import { UUIDScalar } from '../../graphql/uuid-scalar.js';
import { viewerOfContext } from '../../graphql/viewer-of-context.js';
import type { SessionCookie } from '../../http/session-cookie.js';
import { STAFF } from '../../values/role.js';
import { ViewerType } from '../auth/index.js';
import { SessionOnly } from '../users/index.js';
import { AcceptInvitationInput } from './dto/accept-invitation.input.js';
import {
  InvitationPreviewType,
  InvitationType,
  OpenInvitationType,
} from './dto/invitation.type.js';
import type { InvitationsService } from './invitations.service.js';

@Resolver()
export class InvitationsResolver {
  constructor(
    private readonly service: InvitationsService,
    private readonly cookie: SessionCookie,
    private readonly publicUrl: string,
  ) {}

  @Authorized(STAFF)
  @Mutation(() => InvitationType, {
    description:
      'Invites someone by e-mail to create a member account (moderators and admins). Replaces an open invitation to the same address; the link works for 14 days.',
  })
  async inviteMember(
    @Arg('email', () => String, { description: 'The address to invite.' }) email: string,
    @Ctx() context: GraphQLContext,
  ): Promise<InvitationType> {
    const baseUrl = this.publicUrl;
    const viewer = viewerOfContext(context);
    return InvitationType.from(await this.service.invite(context.em, viewer, email, baseUrl));
  }

  @Authorized(STAFF)
  @Mutation(() => InvitationType, {
    description:
      'Sends a pending invitation again (moderators and admins) with a new link for 14 days; the old link stops working. Recorded in the audit trail. NOT_FOUND when none is pending.',
  })
  async resendInvitation(
    @Arg('id', () => UUIDScalar, { description: 'The invitation id.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<InvitationType> {
    const viewer = viewerOfContext(context);
    return InvitationType.from(await this.service.resend(context.em, viewer, id, this.publicUrl));
  }

  @Authorized(STAFF)
  @Query(() => [OpenInvitationType], {
    description: 'Invitations neither accepted nor expired, newest first (moderators and admins).',
  })
  async invitations(
    @Ctx() { em }: GraphQLContext,
    @Args(() => QueuePageArgs) page: QueuePageArgs,
  ): Promise<OpenInvitationType[]> {
    const rows = await this.service.listOpen(em, page);
    return rows.map((row) => OpenInvitationType.from(row));
  }

  @Public()
  @Query(() => InvitationPreviewType, {
    description: 'The invitation of a link; NOT_FOUND when it is unknown, used or expired.',
  })
  async invitation(
    @Arg('token', () => String, { description: 'The token of the invitation link.' }) token: string,
    @Ctx() { em }: GraphQLContext,
  ): Promise<InvitationPreviewType> {
    return InvitationPreviewType.from(await this.service.preview(em, token));
  }

  @Public()
  // Creates the account and signs it in: a person's act, never a program's.
  @SessionOnly()
  @Mutation(() => ViewerType, {
    description:
      'Creates the invited member account and signs it in (session cookie, as signIn does). The link works once.',
  })
  async acceptInvitation(
    @Arg('input', () => AcceptInvitationInput, {
      description: "The invitation's token and the new account's details.",
    })
    input: AcceptInvitationInput,
    @Ctx() { em, request, reply }: GraphQLContext,
  ): Promise<ViewerType> {
    const { viewer, session } = await this.service.accept(em, {
      token: input.token,
      fullName: input.fullName,
      username: input.username,
      password: input.password,
      userAgent: request.headers['user-agent'] ?? null,
      ip: request.ip,
      previousToken: this.cookie.read(request),
    });
    this.cookie.write(reply, session.token, session.expiresAt);
    return ViewerType.from(viewer);
  }
}

import { Field, ID, ObjectType } from 'type-graphql';
import type {
  CreatedInvitation,
  InvitationPreview,
  OpenInvitation,
} from '../invitations.service.js';

@ObjectType('Invitation', { description: 'An invitation just sent, as its inviter sees it.' })
export class InvitationType {
  @Field(() => ID, { description: 'The invitation id.' })
  id!: string;

  @Field(() => String, { description: 'The address invited.' })
  email!: string;

  @Field(() => Boolean, {
    description:
      'Whether an SMTP server accepted the e-mail. False when mail is not configured (the e-mail went to the log) or sending failed: pass the link on yourself.',
  })
  emailSent!: boolean;

  @Field(() => Date, { description: 'When the invitation link stops working.' })
  expiresAt!: Date;

  @Field(() => String, {
    description: 'The invitation link; answered only here, to the inviter, once.',
  })
  link!: string;

  static from(invitation: CreatedInvitation): InvitationType {
    return Object.assign(new InvitationType(), invitation);
  }
}

@ObjectType('InvitationPreview', { description: 'What an invitation link shows the invitee.' })
export class InvitationPreviewType {
  @Field(() => String, { description: 'The invited address: the new account will have it.' })
  email!: string;

  @Field(() => Date, { description: 'When the invitation link stops working.' })
  expiresAt!: Date;

  @Field(() => String, { description: 'The staff member who sent it.' })
  invitedByName!: string;

  static from(preview: InvitationPreview): InvitationPreviewType {
    return Object.assign(new InvitationPreviewType(), preview);
  }
}

@ObjectType('OpenInvitation', { description: 'An invitation neither accepted nor expired.' })
export class OpenInvitationType {
  @Field(() => ID, { description: 'The invitation id.' })
  id!: string;

  @Field(() => Date, { description: 'When it was sent.' })
  createdAt!: Date;

  @Field(() => String, { description: 'The address invited.' })
  email!: string;

  @Field(() => Date, { description: 'When the invitation link stops working.' })
  expiresAt!: Date;

  @Field(() => String, { description: 'The staff member who sent it.' })
  invitedByName!: string;

  static from(invitation: OpenInvitation): OpenInvitationType {
    return Object.assign(new OpenInvitationType(), invitation);
  }
}

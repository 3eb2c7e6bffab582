import { Field, ID, ObjectType } from 'type-graphql';
import type { Role } from '../../../values/role.js';
import type { AuthUser } from '../../users/index.js';
import { GraphQLRole, initialsOf, mustEnrolMfa } from '../../users/index.js';

@ObjectType('Viewer', { description: 'The signed-in person.' })
export class ViewerType {
  @Field(() => ID, { description: "The signed-in person's id." })
  id!: string;

  @Field(() => String, { description: "The signed-in person's e-mail address." })
  email!: string;

  @Field(() => String, { description: "The signed-in person's full name." })
  fullName!: string;

  @Field(() => String, { description: 'For the avatar when there is no profile image.' })
  initials!: string;

  @Field(() => String, { description: 'Their photo address, if any.', nullable: true })
  profileImage!: string | null;

  @Field(() => GraphQLRole, { description: 'What they may do: member, moderator or admin.' })
  role!: Role;

  @Field(() => String, { description: 'Their field of law, if given.', nullable: true })
  specialization!: string | null;

  @Field(() => String, { description: 'Their unique username.' })
  username!: string;

  @Field(() => Boolean, { description: 'Two-step sign-in (TOTP) is on.' })
  mfaEnabled!: boolean;

  @Field(() => Boolean, {
    description:
      'Staff without two-step sign-in: they must enrol before anything else (MFA_REQUIRED).',
  })
  mfaEnrolmentRequired!: boolean;

  static from(user: AuthUser): ViewerType {
    return Object.assign(new ViewerType(), {
      ...user,
      initials: initialsOf(user.fullName),
      mfaEnrolmentRequired: mustEnrolMfa(user),
    });
  }
}

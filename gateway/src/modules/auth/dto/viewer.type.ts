import { Field, ID, ObjectType } from 'type-graphql';
import type { AuthUser } from '../../users/auth-user.js';
import { GraphQLRole } from '../../users/dto/role.enum.js';
import { initialsOf } from '../../users/initials.js';
import type { Role } from '../../users/role.js';
import { mustEnrolMfa } from '../mfa/mfa-access.js';

@ObjectType('Viewer', { description: 'The signed-in person.' })
export class ViewerType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  fullName!: string;

  @Field(() => String, { description: 'For the avatar when there is no profile image.' })
  initials!: string;

  @Field(() => String, { nullable: true })
  profileImage!: string | null;

  @Field(() => GraphQLRole)
  role!: Role;

  @Field(() => String, { nullable: true })
  specialization!: string | null;

  @Field(() => String)
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

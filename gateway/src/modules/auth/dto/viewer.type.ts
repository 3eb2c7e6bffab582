import { Field, ID, ObjectType } from 'type-graphql';
import type { AuthUser } from '../../users/auth-user.js';
import { GraphQLRole } from '../../users/dto/role.enum.js';
import { initialsOf } from '../../users/initials.js';
import type { Role } from '../../users/role.js';

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

  static from(user: AuthUser): ViewerType {
    return Object.assign(new ViewerType(), { ...user, initials: initialsOf(user.fullName) });
  }
}

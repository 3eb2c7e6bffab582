import { Field, ID, ObjectType } from 'type-graphql';
import type { Presence, PresencePayload } from '../messages.live.js';

@ObjectType('Presence', {
  description: 'Online while the member has the portal open somewhere; else when last seen.',
})
export class PresenceType {
  @Field(() => ID, { description: 'The member.' })
  memberId!: string;

  @Field(() => Boolean, { description: 'The member has the portal open now.' })
  online!: boolean;

  @Field(() => Date, { nullable: true, description: 'Null while online or if never seen.' })
  lastSeenAt!: Date | null;

  static from(presence: Presence): PresenceType {
    return Object.assign(new PresenceType(), presence);
  }

  static fromWire(payload: PresencePayload): PresenceType {
    return PresenceType.from({
      ...payload,
      lastSeenAt: payload.lastSeenAt ? new Date(payload.lastSeenAt) : null,
    });
  }
}

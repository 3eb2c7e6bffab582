import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Public } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { ContactService } from './contact.service.js';
import { ContactMessageInput } from './dto/contact-message.input.js';

@Resolver()
export class ContactResolver {
  constructor(private readonly service: ContactService) {}

  @Public()
  @Mutation(() => Boolean, {
    description:
      'Sends a message to the association (no sign-in): stored, and e-mailed to the association when mail is configured. Limited per client address (RATE_LIMITED).',
  })
  async sendContactMessage(
    @Arg('input', () => ContactMessageInput, { description: 'The message.' })
    input: ContactMessageInput,
    @Ctx() { em, request }: GraphQLContext,
  ): Promise<boolean> {
    return this.service.send(em, { ...input, ip: request.ip });
  }
}

import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { UUIDScalar } from '../../graphql/uuid-scalar.js';
import { viewerOfContext } from '../../graphql/viewer-of-context.js';
import { ADMINS } from '../../values/role.js';
import {
  CreatedWebhookEndpointType,
  WebhookDeliveryType,
  WebhookEndpointInput,
  WebhookEndpointType,
} from './dto/webhook.type.js';
import type { WebhookWake } from './webhook-outbox.js';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
  sendTestEvent,
  updateEndpoint,
  type WebhookDeps,
} from './webhooks.service.js';

/**
 * The admin page's webhooks: admins only, since an endpoint receives what the events carry
 * (ids of consultations, members…) at an address outside the portal.
 */
@Resolver()
export class WebhooksResolver {
  constructor(
    private readonly deps: WebhookDeps,
    private readonly wake: WebhookWake,
  ) {}

  @Authorized(ADMINS)
  @Query(() => [WebhookEndpointType], { description: 'The registered webhook endpoints (admins).' })
  async webhookEndpoints(@Ctx() { em }: GraphQLContext): Promise<WebhookEndpointType[]> {
    return (await listEndpoints(em)).map(WebhookEndpointType.from);
  }

  @Authorized(ADMINS)
  @Query(() => [WebhookDeliveryType], {
    description: "An endpoint's delivery log, newest first (admins); `first` 1 to 200, default 50.",
  })
  async webhookDeliveries(
    @Arg('endpointId', () => UUIDScalar, { description: 'The endpoint.' }) endpointId: string,
    @Arg('first', () => Int, { nullable: true, description: 'How many deliveries.' })
    first: number | null,
    @Ctx() { em }: GraphQLContext,
  ): Promise<WebhookDeliveryType[]> {
    return (await listDeliveries(em, endpointId, first ?? undefined)).map(WebhookDeliveryType.from);
  }

  @Authorized(ADMINS)
  @Mutation(() => CreatedWebhookEndpointType, {
    description:
      'Registers an endpoint (admins). Answers its signing secret this once. BAD_USER_INPUT names the field: a URL to a loopback, private or link-local address is refused.',
  })
  async createWebhookEndpoint(
    @Arg('input', () => WebhookEndpointInput, { description: 'The endpoint.' })
    input: WebhookEndpointInput,
    @Ctx() context: GraphQLContext,
  ): Promise<CreatedWebhookEndpointType> {
    const viewer = viewerOfContext(context);
    const created = await createEndpoint(context.em, this.deps, input, viewer.id);
    return Object.assign(new CreatedWebhookEndpointType(), {
      endpoint: WebhookEndpointType.from(created.endpoint),
      secret: created.secret,
    });
  }

  @Authorized(ADMINS)
  @Mutation(() => WebhookEndpointType, {
    description: "Changes an endpoint's URL, description, events or active flag (admins).",
  })
  async updateWebhookEndpoint(
    @Arg('id', () => UUIDScalar, { description: 'The endpoint.' }) id: string,
    @Arg('input', () => WebhookEndpointInput, { description: 'What changes.' })
    input: WebhookEndpointInput,
    @Ctx() context: GraphQLContext,
  ): Promise<WebhookEndpointType> {
    const viewer = viewerOfContext(context);
    return WebhookEndpointType.from(
      await updateEndpoint(context.em, this.deps, id, input, viewer.id),
    );
  }

  @Authorized(ADMINS)
  @Mutation(() => Boolean, { description: 'Removes an endpoint and its delivery log (admins).' })
  async deleteWebhookEndpoint(
    @Arg('id', () => UUIDScalar, { description: 'The endpoint.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<boolean> {
    return deleteEndpoint(context.em, id, viewerOfContext(context).id);
  }

  @Authorized(ADMINS)
  @Mutation(() => Boolean, {
    description:
      'Sends a test event (type webhook.test) to an active endpoint now (admins); it appears in the delivery log.',
  })
  async sendTestWebhook(
    @Arg('endpointId', () => UUIDScalar, { description: 'The endpoint.' }) endpointId: string,
    @Ctx() { em }: GraphQLContext,
  ): Promise<boolean> {
    await sendTestEvent(em, endpointId);
    await this.wake.wakeWebhooks();
    return true;
  }

  @Authorized(ADMINS)
  @Mutation(() => Boolean, {
    description:
      "Sends a delivery's event again to its endpoint, as a new delivery with the same event id (admins).",
  })
  async redeliverWebhook(
    @Arg('deliveryId', () => UUIDScalar, { description: 'The delivery to repeat.' })
    deliveryId: string,
    @Ctx() { em }: GraphQLContext,
  ): Promise<boolean> {
    await redeliver(em, deliveryId);
    await this.wake.wakeWebhooks();
    return true;
  }
}

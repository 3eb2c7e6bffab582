import { IsBoolean, IsOptional, IsString } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { WebhookDeliveryStatus, WebhookEventType } from '../../../values/webhook-values.js';
import type { DeliveryRow, EndpointRow } from '../webhooks.service.js';

registerEnumType(WebhookEventType, {
  name: 'WebhookEventType',
  description:
    'What a webhook reports (the `type` field of the JSON sent, e.g. "news.published"). TEST is sent only by the "send test event" button.',
  valuesConfig: {
    NEWS_PUBLISHED: { description: 'A news item was approved and published (data: newsId).' },
    EVENT_PUBLISHED: {
      description: 'A submitted event was approved and published (data: submissionId).',
    },
    SOCIAL_PUBLISHED: {
      description:
        'An approved social post was published (data: submissionId, platform, externalUrl).',
    },
    CONSULTATION_REQUESTED: {
      description:
        'A visitor asked a public lawyer for a consultation (data: consultationId, lawyerId).',
    },
    REVIEW_APPROVED: {
      description: "A client's review of a lawyer was approved (data: reviewId).",
    },
    MEMBER_JOINED: {
      description: 'Someone accepted an invitation and became a member (data: memberId).',
    },
    TEST: { description: 'A test event sent on request to one endpoint.' },
  },
});

registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'Where one delivery of an event to an endpoint stands.',
  valuesConfig: {
    PENDING: { description: 'Not delivered yet: an attempt is due (see nextAttemptAt).' },
    DELIVERED: { description: 'The endpoint answered 2xx.' },
    FAILED: { description: 'Every attempt failed for 24 hours, or the endpoint was turned off.' },
  },
});

@ObjectType('WebhookEndpoint', {
  description: 'Where the portal POSTs events, registered by an admin.',
})
export class WebhookEndpointType {
  @Field(() => ID, { description: 'The endpoint id.' })
  id!: string;

  @Field(() => String, { description: 'The http(s) address the events are POSTed to.' })
  url!: string;

  @Field(() => String, { nullable: true, description: 'What it is for (shown to admins).' })
  description!: string | null;

  @Field(() => [WebhookEventType], { description: 'The events it receives.' })
  events!: WebhookEventType[];

  @Field(() => Boolean, { description: 'Turned off: nothing is sent to it.' })
  active!: boolean;

  @Field(() => Date, { description: 'When it was registered.' })
  createdAt!: Date;

  static from(row: EndpointRow): WebhookEndpointType {
    return Object.assign(new WebhookEndpointType(), row);
  }
}

@ObjectType('CreatedWebhookEndpoint', {
  description: 'A new endpoint with its signing secret, which is shown this once.',
})
export class CreatedWebhookEndpointType {
  @Field(() => WebhookEndpointType, { description: 'The endpoint registered.' })
  endpoint!: WebhookEndpointType;

  @Field(() => String, {
    description:
      'The secret that signs its deliveries (X-Portal-Signature); stored sealed, never shown again.',
  })
  secret!: string;
}

@ObjectType('WebhookDelivery', { description: 'One event sent (or to be sent) to one endpoint.' })
export class WebhookDeliveryType {
  @Field(() => ID, { description: 'The delivery id (X-Portal-Delivery).' })
  id!: string;

  @Field(() => ID, {
    description: 'The event id (X-Portal-Event-Id): the same for every retry and resend.',
  })
  eventId!: string;

  @Field(() => WebhookEventType, { description: 'What the event reports.' })
  eventType!: WebhookEventType;

  @Field(() => WebhookDeliveryStatus, { description: 'Pending, delivered or failed.' })
  status!: WebhookDeliveryStatus;

  @Field(() => Int, { description: 'Attempts made so far.' })
  attempts!: number;

  @Field(() => Date, { description: 'When the event was queued for this endpoint.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the last attempt started.' })
  lastAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'Pending: when the next attempt is due.' })
  nextAttemptAt!: Date | null;

  @Field(() => Int, {
    nullable: true,
    description: "The endpoint's HTTP status at the last attempt.",
  })
  responseStatus!: number | null;

  @Field(() => String, {
    nullable: true,
    description: "The first 300 characters of the endpoint's last answer (nothing more is kept).",
  })
  responseExcerpt!: string | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt got no answer.' })
  lastError!: string | null;

  @Field(() => Date, { nullable: true, description: 'When the endpoint accepted it.' })
  deliveredAt!: Date | null;

  static from(row: DeliveryRow): WebhookDeliveryType {
    return Object.assign(new WebhookDeliveryType(), row);
  }
}

// Lengths, the URL and the event list are checked by the service, which names each bad field.
@InputType('WebhookEndpointInput', {
  description: 'An endpoint to register or change (on change, what is left out stays).',
})
export class WebhookEndpointInput {
  @Field(() => String, { nullable: true, description: 'An http(s) address with a public host.' })
  @IsOptional()
  @IsString()
  url?: string | null;

  @Field(() => String, { nullable: true, description: 'What it is for (up to 200 characters).' })
  @IsOptional()
  @IsString()
  description?: string | null;

  @Field(() => [WebhookEventType], { nullable: true, description: 'The events it receives.' })
  @IsOptional()
  events?: WebhookEventType[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether events are sent (default true).' })
  @IsOptional()
  @IsBoolean()
  active?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Creating only: your own signing secret (16 to 200 characters); left out, one is generated.',
  })
  @IsOptional()
  @IsString()
  secret?: string | null;
}

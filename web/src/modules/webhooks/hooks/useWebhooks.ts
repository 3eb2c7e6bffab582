import { useMutation, useQuery } from '@apollo/client/react';
import {
  CreateWebhookEndpointDocument,
  DeleteWebhookEndpointDocument,
  RedeliverWebhookDocument,
  SendTestWebhookDocument,
  UpdateWebhookEndpointDocument,
  WebhookDeliveriesDocument,
  type WebhookDeliveriesQuery,
  WebhookEndpointsDocument,
  type WebhookEndpointsQuery,
  type WebhookEventType,
} from '../../../generated/graphql.js';

export type WebhookEndpoint = WebhookEndpointsQuery['webhookEndpoints'][number];
export type WebhookDelivery = WebhookDeliveriesQuery['webhookDeliveries'][number];

/** The events an endpoint may subscribe to, in the order the form lists them. */
export const SUBSCRIBABLE_EVENTS: readonly WebhookEventType[] = [
  'NEWS_PUBLISHED',
  'EVENT_PUBLISHED',
  'SOCIAL_PUBLISHED',
  'CONSULTATION_REQUESTED',
  'REVIEW_APPROVED',
  'MEMBER_JOINED',
];

const refetchEndpoints = { refetchQueries: [WebhookEndpointsDocument] };

/** The registered endpoints and what an admin does with them. */
export function useWebhookEndpoints() {
  const { data, error } = useQuery(WebhookEndpointsDocument, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CreateWebhookEndpointDocument, refetchEndpoints);
  const [update] = useMutation(UpdateWebhookEndpointDocument);
  const [remove] = useMutation(DeleteWebhookEndpointDocument, refetchEndpoints);
  return {
    endpoints: data?.webhookEndpoints,
    failed: Boolean(error) && !data,
    create: (input: { url: string; events: WebhookEventType[]; secret?: string }) =>
      create({ variables: { input } }).then((result) => result.data?.createWebhookEndpoint),
    setActive: (id: string, active: boolean) => update({ variables: { id, input: { active } } }),
    remove: (id: string) => remove({ variables: { id } }),
  };
}

/** One endpoint's delivery log (polled while shown, so attempts appear as they happen). */
export function useWebhookDeliveries(endpointId: string) {
  const { data, error, refetch } = useQuery(WebhookDeliveriesDocument, {
    variables: { endpointId, first: 20 },
    fetchPolicy: 'cache-and-network',
    pollInterval: 3_000,
  });
  const refresh = { onCompleted: () => void refetch() };
  const [sendTest] = useMutation(SendTestWebhookDocument, refresh);
  const [redeliver] = useMutation(RedeliverWebhookDocument, refresh);
  return {
    deliveries: data?.webhookDeliveries,
    failed: Boolean(error) && !data,
    sendTest: () => sendTest({ variables: { endpointId } }),
    redeliver: (deliveryId: string) => redeliver({ variables: { deliveryId } }),
  };
}

/** Where a connection request stands; only `pending` moves (to accepted or declined). */
export enum ConnectionStatus {
  PENDING = 'pending',
  ACCEPTED = 'accepted',
  DECLINED = 'declined',
}

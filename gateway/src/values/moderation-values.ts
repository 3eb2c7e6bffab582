/** What a moderator decides on: pending news, reviews and the three kinds of submitted content. */
export enum ModeratedItemType {
  NEWS = 'news',
  REVIEW = 'review',
  SUBMITTED_NEWS = 'submitted-news',
  SUBMITTED_EVENT = 'submitted-event',
  SUBMITTED_SOCIAL = 'submitted-social',
}

export enum ModerationDecision {
  APPROVED = 'approved',
  REJECTED = 'rejected',
}

// The discussions feature's public entry: what other features, pages and the app use of it.
export { DiscussionCounts } from './components/DiscussionCounts.js';
export { DiscussionList } from './components/DiscussionList.js';
export { DiscussionView } from './components/DiscussionView.js';
export { LazyNewDiscussionDialog as NewDiscussionDialog } from './components/LazyNewDiscussionDialog.js';
export type { NewDiscussionValues } from './components/NewDiscussionForm.js';
export { discussionPath } from './discussionPath.js';
export { useCreateDiscussion } from './hooks/useCreateDiscussion.js';
export { useDiscussion } from './hooks/useDiscussion.js';
export { useDiscussions } from './hooks/useDiscussions.js';
export { usePostActions } from './hooks/usePostActions.js';
export { paragraphs } from './paragraphs.js';
export { rejectedInputMessage } from './serverError.js';
export type { DiscussionSummary } from './types.js';
export { type LengthProblem, lengthProblem } from './validation.js';

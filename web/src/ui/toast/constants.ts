// Toast behaviour fixed by spec §9. The region's 420 px maximum width is the theme token
// `size.toastMaxWidth`, since sizes live in the theme.

/** How many toasts are on screen at once; the others wait in the queue. */
export const TOAST_LIMIT = 1;

/** How long a toast stays before it closes by itself. */
export const TOAST_DURATION_MS = 5000;

/** How far a toast must be dragged toward the inline end before it is dismissed. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/** The key that moves focus to the toast region from anywhere in the app. */
export const TOAST_FOCUS_KEY = 'F8';

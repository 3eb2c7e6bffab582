import { createGlobalTheme } from '@vanilla-extract/css';

// The one theme contract: every colour, size and layer of the app is a token here. Text colours
// are chosen for at least 4.5:1 contrast (WCAG AA) against the surfaces they are used on.
export const vars = createGlobalTheme(':root', {
  color: {
    page: '#f4f6fa',
    surface: '#ffffff',
    surfaceMuted: '#eef2f7',
    text: '#111827',
    textMuted: '#4b5563',
    border: '#d1d5db',
    borderStrong: '#6b7280',
    primary: '#1e3a8a',
    primaryHover: '#1e40af',
    primaryPressed: '#172554',
    onPrimary: '#ffffff',
    accentSurface: '#e0e7ff',
    accentText: '#1e3a8a',
    danger: '#b91c1c',
    dangerHover: '#991b1b',
    onDanger: '#ffffff',
    dangerSurface: '#fef2f2',
    dangerText: '#991b1b',
    focusRing: '#2563eb',
    // Document type families (spec §2): pdf red, word blue, spreadsheet green, others grey.
    // Each text colour has at least 4.5:1 contrast on its surface; a type label always goes
    // with the colour.
    filePdfText: '#991b1b',
    filePdfSurface: '#fee2e2',
    fileWordText: '#1e40af',
    fileWordSurface: '#dbeafe',
    fileSheetText: '#166534',
    fileSheetSurface: '#dcfce7',
    fileOtherText: '#374151',
    fileOtherSurface: '#e5e7eb',
    progressTrack: '#e5e7eb',
    // The insight charts' series (each also named in a legend and a data table, never by colour
    // alone): at least 3:1 against the surface, as WCAG asks of graphics.
    chartPrimary: '#1e3a8a',
    chartPositive: '#15803d',
    chartNegative: '#b91c1c',
    chartNeutral: '#6b7280',
    chartGrid: '#e5e7eb',
    overlay: 'rgba(17, 24, 39, 0.5)',
  },
  space: {
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    xxxl: '2rem',
    display: '2.5rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  letterSpacing: {
    wide: '0.05em',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.5',
  },
  radius: {
    sm: '0.25rem',
    md: '0.5rem',
    lg: '0.75rem',
    full: '9999px',
  },
  shadow: {
    sm: '0 1px 2px rgba(17, 24, 39, 0.08)',
    md: '0 4px 12px rgba(17, 24, 39, 0.12)',
    lg: '0 12px 32px rgba(17, 24, 39, 0.18)',
  },
  zIndex: {
    header: '10',
    overlay: '100',
    toast: '200',
  },
  size: {
    borderWidth: '1px',
    focusRingWidth: '2px',
    focusRingOffset: '2px',
    headerHeight: '4rem',
    sidebarWidth: '16rem',
    contentMaxWidth: '72rem',
    formMaxWidth: '26rem',
    readableWidth: '60ch',
    touchTarget: '2.75rem',
    avatar: '2.25rem',
    badgeMin: '1.25rem',
    icon: '1.25rem',
    drawerWidth: '85vw',
    drawerMaxWidth: '20rem',
    popoverWidth: '18rem',
    menuWidth: '14rem',
    headerNameMaxWidth: '12rem',
    qrCode: '12rem',
    popoverMaxWidth: '90vw',
    toastMaxWidth: '420px',
    statCardMin: '12rem',
    statTileMin: '8rem',
    dashboardListMin: '20rem',
    headerSearchWidth: '24rem',
    fieldMin: '14rem',
    // The insight charts' tables scroll beyond this height (a year has 52 weeks).
    chartTableMaxBlock: '28rem',
    viewportBlock: '100vh',
    // Messages (spec §2): the conversation area is 600 px tall, the text box grows to 120 px.
    messageArea: '600px',
    // A phone's thread: what the screen leaves under the header, the names and the message box.
    phoneThreadBlock: 'max(10rem, calc(100svh - 26rem))',
    composerMaxHeight: '120px',
    conversationListWidth: '20rem',
    bubbleMaxWidth: '75%',
    unreadDot: '0.625rem',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
  },
});

// Media queries cannot read CSS custom properties, so the breakpoints live here as the one
// other home of sizes.
export const media = {
  wide: 'screen and (min-width: 48em)',
  narrow: 'not screen and (min-width: 48em)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

// The association's networks as /social-connect shows them: the page reads this content file, so
// that a new address or follower count is changed here and nowhere in the components.

export interface SocialNetwork {
  id: 'facebook' | 'linkedin';
  /** The network's own name (not translated). */
  name: string;
  kind: 'social' | 'professional';
  url: string;
  /** Spec §9: follower counts shown as fixed figures (16,805 and 2,340). */
  followers: number;
  verified: boolean;
  engagement: 'high' | 'growing';
}

export const SOCIAL_NETWORKS: readonly SocialNetwork[] = [
  {
    id: 'facebook',
    name: 'Facebook',
    kind: 'social',
    url: 'https://www.facebook.com/',
    followers: 16805,
    verified: true,
    engagement: 'high',
  },
  {
    id: 'linkedin',
    name: 'LinkedIn',
    kind: 'professional',
    url: 'https://www.linkedin.com/',
    followers: 2340,
    verified: true,
    engagement: 'growing',
  },
];

/** Where each visit is recorded in the browser: network id → ISO time of the last visit. */
export const VISITS_STORAGE_KEY = 'bar-portal.social-visits';

export function readVisits(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(VISITS_STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function recordVisit(id: string, at: Date = new Date()): Record<string, string> {
  const visits = { ...readVisits(), [id]: at.toISOString() };
  try {
    localStorage.setItem(VISITS_STORAGE_KEY, JSON.stringify(visits));
  } catch {
    // Storage full or refused: the visit still happened.
  }
  return visits;
}

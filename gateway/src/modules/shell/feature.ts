import type { Feature } from '../../shared/feature.js';
import { ShellResolver } from './shell.resolver.js';

/** The shell's badges (unread messages and notifications). */
export const shellFeature: Feature = {
  name: 'shell',
  resolvers: [ShellResolver],
  register: () => [new ShellResolver()],
};

import type { AppConfig } from '../../settings/config.js';
import type { Feature } from '../../shared/feature.js';
import type { DocumentStorage } from '../../storage/storage.js';
import { LawyersResolver } from './lawyers.resolver.js';
import { registerLawyerRoutes } from './lawyers.routes.js';

/** Lawyers' public profiles and their photos. */
export const lawyersFeature: Feature<{
  photos: DocumentStorage;
  config: Pick<AppConfig, 'publicUrl'>;
}> = {
  name: 'lawyers',
  resolvers: [LawyersResolver],
  async register(app, { photos, config }) {
    await registerLawyerRoutes(app, { photos });
    return [new LawyersResolver(config.publicUrl)];
  },
};

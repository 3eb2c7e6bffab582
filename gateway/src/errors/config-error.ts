/** A setting in the environment is missing or malformed: the process refuses to start. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

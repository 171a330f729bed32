/** A configuration value that cannot work: the start stops with this one line, naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

// The version of this package: `mcpdesc --version` and the SARIF tool version.
import packageJson from '../package.json' with { type: 'json' };

export const version: string = packageJson.version;

// The mcpdesc command: package.json's bin, bundled with the rest of cli/ and the core it uses into dist-cli/ by
// scripts/build-cli.mjs; from a checkout, `npm run --silent mcpdesc -- …` runs this file through tsx.
import { run } from './run.ts';

process.exitCode = await run(process.argv.slice(2));

// The mcpdesc command: package.json's bin, bundled with the rest of cli/ and the core it uses into dist-cli/ by
// scripts/build-cli.mjs; from a checkout, `npm run --silent mcpdesc -- …` runs this file through tsx.
import { run } from './run.ts';

// A reader that stops early (`mcpdesc validate … | head`) is not an error of the command.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
}
process.exitCode = await run(process.argv.slice(2));

// Every test runs with the core as the CLI loads it: the pattern matcher and every protocol version's MCP types.
import fc from 'fast-check';
import '../core/install-all.ts';

// Property tests draw the same cases on every run (CI included), unless FC_SEED asks for others: a failure reproduces
// from its seed, and a run never fails by chance. A test may still fix a seed of its own.
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261202) });

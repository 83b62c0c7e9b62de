// Property tests draw the same cases on every run (CI included), unless FC_SEED asks for others: a failure reproduces
// from its seed, and a run never fails by chance. A test may still fix a seed of its own.
import fc from 'fast-check';

fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261202) });

// Build-time generation of precompiled (eval-free) validators into core/generated/.
// Filled in by the structural-validation work; kept runnable so `npm ci` succeeds.
import { mkdirSync } from 'node:fs';
mkdirSync(new URL('../core/generated/', import.meta.url), { recursive: true });

// Installs re2js as the linear-time matcher of document patterns (regex.ts). Imported for its effect: by
// core/install-all.ts (CLI, bench, scripts, tests), and by the app's worker when a text can hold a pattern.
import { RE2JS } from 're2js';
import { installRegexEngine } from './regex.ts';

installRegexEngine(RE2JS);

// Every core test runs with the core as the CLI loads it: the pattern matcher and every protocol version's MCP types.
import '../core/install-all.ts';
import './setup-seed.ts';

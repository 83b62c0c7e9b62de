// Everything the core can load on demand, installed at once: the linear-time pattern matcher, the `yaml` library's
// reader and the MCP types of every protocol version. Imported for its effect by core/index.ts (CLI, bench, scripts) and the tests' setup; the
// app's worker installs each piece when a text needs it, so its first load carries only validation.
import './embedded-schema/re2.ts';
import './mcp/all-versions.ts';
import './document/yaml-install.ts';

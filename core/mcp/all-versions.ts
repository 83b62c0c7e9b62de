// Installs the pinned MCP types of every supported protocol version (validators.ts). Imported for its effect by
// core/install-all.ts; the app's worker installs versions one by one instead (src/worker/handler.ts).
import * as v20241105 from '../generated/mcp-2024-11-05.js';
import * as v20250326 from '../generated/mcp-2025-03-26.js';
import * as v20250618 from '../generated/mcp-2025-06-18.js';
import * as v20251125 from '../generated/mcp-2025-11-25.js';
import * as v20260728 from '../generated/mcp-2026-07-28.js';
import { installMcpVersion } from './validators.ts';

installMcpVersion('2024-11-05', v20241105);
installMcpVersion('2025-03-26', v20250326);
installMcpVersion('2025-06-18', v20250618);
installMcpVersion('2025-11-25', v20251125);
installMcpVersion('2026-07-28', v20260728);

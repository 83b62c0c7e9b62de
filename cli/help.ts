// What `mcpdesc --help` and `mcpdesc COMMAND --help` print: plain text, loaded without the core.

export const commandNames = [
  'validate',
  'fix',
  'format',
  'view',
  'native',
  'merge',
  'import',
  'docs',
  'lsp',
  'schema',
] as const;
export type CommandName = (typeof commandNames)[number];

const help: Record<CommandName, string> = {
  validate: `Usage: mcpdesc validate PATH... [--format stylish|json|sarif|github] [--json [--rule-results]]
                        [--explain] [--quiet] [--max-warnings N] [-o FILE] [--color|--no-color]
                        [--input-format json|yaml] [--jobs N]
  Validate MCP Description documents (mcpdesc 0.9.0-rc.3); each finding names its rule and the requirement (req-*)
  it violates. PATH is a file, - for standard input, or a folder:
  every *.mcpdesc.json, *.mcpdesc.yaml and *.mcpdesc.yml below it (hidden folders and node_modules skipped).
  Several files are validated in parallel on worker threads; results are printed in input order.
  --format F            report format: stylish (default, for people: the findings under each file, then how many
                        and how many mcpdesc fix would repair; nothing when every file is clean), json, sarif
                        (SARIF 2.1.0, for code scanning), github (GitHub Actions workflow commands: annotations)
  --json                the same as --format json: { "valid", "diagnostics" } for one file, and an array of
                        { "file", "valid", "diagnostics" } for several files or a folder (ranges are 1-based)
  --rule-results        with the json format, also "ruleResults": one status per rule (and per declared version)
  --explain             with the stylish format, under each finding the section holding its requirement and what
                        the requirement asks
  --quiet               report errors only (warnings are still counted by --max-warnings)
  --max-warnings N      exit 1 when there are more than N warnings, even if every document is valid
  -o, --output FILE     write the report to FILE instead of standard output (never coloured)
  --color, --no-color   colour the stylish report or not; by default it is coloured on a terminal, and the
                        environment decides before that: FORCE_COLOR=1 on (0 or false: off), NO_COLOR=1 off
  --input-format F      read every input as json or yaml (default: by file name, else detected from the text)
  --jobs N              worker threads (default: one per core); 1 validates on the main thread
  Examples:
    mcpdesc validate server.mcpdesc.yaml
    mcpdesc validate specs --format github                   (annotations in a GitHub Actions job)
    mcpdesc validate specs --format sarif -o mcpdesc.sarif   (for code scanning)
    mcpdesc validate specs --max-warnings 0                  (fail CI on any warning)
    mcpdesc validate specs --quiet                           (errors only)
  Exit status: 0 every document is valid, 1 any is invalid or more warnings than --max-warnings, 2 a usage or
  I/O error.`,
  fix: `Usage: mcpdesc fix PATH... [--write | --dry-run] [--input-format json|yaml]
  Apply every safe quick fix, as eslint --fix does: a fix the editor would offer (applied and validated again: its
  finding gone, no new error), and the only likely fix of its finding that keeps what you wrote and needs nothing
  from you (a close rename, a type the text makes unambiguous, a duplicate or empty entry removed, a re-indentation).
  Fixes are applied until none applies; only the fixed spans change (comments, extension members,
  flow style and member order elsewhere stay as written). Ambiguous faults are left for you.
  PATH is a file, - for standard input, or a folder: every *.mcpdesc.json, *.mcpdesc.yaml and *.mcpdesc.yml below
  it (hidden folders and node_modules skipped). One file alone: the fixed text is printed.
  --write               rewrite each file that changes (only those)
  --dry-run             print a unified diff (--- a/PATH, +++ b/PATH) of each file that would change; write nothing
  Several files or a folder need --write or --dry-run. A file keeps its byte order mark and its line breaks (LF or
  CRLF), and a file with nothing to fix stays byte for byte as it was. On standard error: what was fixed, the
  findings that remain, and a summary (files changed, problems fixed, problems remaining).
  Examples:
    mcpdesc fix specs/ --write                      (fix every description in a folder in place)
    mcpdesc fix specs/ --dry-run                    (in CI: show what would change, write nothing)
    cat server.mcpdesc.yaml | mcpdesc fix - --input-format yaml > fixed.mcpdesc.yaml
  Exit status: 0 every result is valid, 1 any is not, 2 a usage or I/O error.`,
  format: `Usage: mcpdesc format FILE [--to json|yaml] [--order source|spec] [--input-format json|yaml]
       mcpdesc format PATH... --write|--check [--order source|spec] [--input-format json|yaml]
  Print the document converted (--to; --format is a synonym) and/or organized in the recommended order of spec
  section 18 (--order spec). FILE may be - for standard input. YAML to YAML keeps every comment with its member;
  where a comment cannot be kept, format refuses, naming its line, and changes nothing (exit 1). YAML to JSON says
  on standard error how many comments JSON could not carry.
  --write               rewrite each file, or each description in a folder, whose formatted text differs (its byte
                        order mark and line endings kept) and list them on standard error
  --check               write nothing; list the files that would change; exit 1 when any would
  Exit status: 0 done (or, with --check, every file formatted), 1 a file would change or could not be formatted,
  2 a usage or I/O error.
  Examples:
    mcpdesc format server.mcpdesc.json --to yaml > server.mcpdesc.yaml
    mcpdesc format server.mcpdesc.yaml --order spec
    mcpdesc format specs/ --check
    mcpdesc format specs/ --write --order spec`,
  view: `Usage: mcpdesc view FILE [--protocol-version V] [--to json|yaml] [--input-format json|yaml]
  Print the Effective Protocol View of the document for MCP protocol version V (spec 4.12), validated for that
  version. Without V, the only version the document declares (root protocolVersions); when it declares several,
  give V. --format json|yaml is a synonym of --to. Exit 1 when the document cannot be projected.
  Examples:
    mcpdesc view server.mcpdesc.yaml
    mcpdesc view server.mcpdesc.yaml --protocol-version 2025-06-18 --to json > server-2025-06-18.mcpdesc.json`,
  native: `Usage: mcpdesc native FILE [--protocol-version V] [--kind tools|resources|resourceTemplates|prompts
                      [--name NAME]] [--input-format json|yaml]
  Print what the server returns for V as JSON (spec 4.14): with --kind, that list's content, e.g. { "tools": [...] };
  without it, every list as one object keyed by method: { "tools/list": { "tools": [...] }, "resources/list": ...,
  "resources/templates/list": ..., "prompts/list": ... } (every protocol version has the four; a kind the document
  declares nothing of for V is an empty list). With --name, only the MCP value of that declaration (NAME is the uri
  of a Resource and the uriTemplate of a Resource Template). Without V, the only version the document declares.
  On failure exit 1 with the failure code and rule on standard error.
  Examples:
    mcpdesc native server.mcpdesc.yaml
    mcpdesc native server.mcpdesc.yaml --protocol-version 2025-11-25 --kind tools
    mcpdesc native server.mcpdesc.yaml --kind resources --name file:///readme.md`,
  merge: `Usage: mcpdesc merge FILE... [--to json|yaml] [--input-format json|yaml]
  Merge descriptions of one server into one aggregate (spec 4.13); the output is in the first input's format
  unless --to (or its synonym --format) says otherwise. On a conflict exit 1 and print every conflict (kind,
  protocol versions, file:line:column and JSON Pointer in each input concerned) on standard error.
  Examples:
    mcpdesc merge server-2025.mcpdesc.yaml server-2026.mcpdesc.yaml > server.mcpdesc.yaml
    mcpdesc merge tools.mcpdesc.yaml resources.mcpdesc.yaml --to yaml`,
  import: `Usage: mcpdesc import FILE... [--protocol-version V] [--server-name NAME --server-version VERSION]
                      [--to json|yaml]
  Build a description from captured MCP results (initialize or server/discover, tools/list, resources/list,
  resources/templates/list, prompts/list; bare results or JSON-RPC responses). A capture belongs to the version of
  the initialize result before it, else to --protocol-version; several versions are imported each and merged.
  --server-name and --server-version give the server's identity (the description's info) when no capture names
  the server, e.g. for bare list results. --format json|yaml is a synonym of --to. Exit 1 with every reason on
  standard error when a capture is unrecognised or invalid, no version is known, no server identity is known,
  or a capture cannot be represented faithfully.
  Examples:
    mcpdesc import initialize.json tools-list.json prompts-list.json > server.mcpdesc.json
    mcpdesc import tools-list.json --protocol-version 2025-11-25 --server-name forge --server-version 1.2.0`,
  lsp: `Usage: mcpdesc lsp [--stdio]
  Run the language server: the Language Server Protocol over standard input and output (--stdio, the default and
  only transport), for VS Code, Neovim, Helix, Zed, JetBrains IDEs and any editor with an LSP client. It serves
  *.mcpdesc.json, *.mcpdesc.yaml and *.mcpdesc.yml files, and any JSON or YAML file that declares mcpdesc at its top
  level: the findings of mcpdesc validate as you type (code = rule id, linked to the requirement), completion,
  hover, quick fixes (the one mcpdesc fix would apply is preferred), go to definition, references, rename, the
  outline and folding. Your editor starts it; docs/editors.md shows how.
  Examples:
    mcpdesc lsp --stdio
    nvim: vim.lsp.start({ name = 'mcpdesc', cmd = { 'mcpdesc', 'lsp', '--stdio' } })
  Exit status: 0 after the editor's shutdown and exit, 1 on exit without shutdown.`,
  schema: `Usage: mcpdesc schema
  Print the JSON Schema (2020-12) of MCP Description 0.9.0-rc.3 documents, the one the validator checks structure
  with, for editors that take only a schema. The validator checks much more than the schema: use mcpdesc lsp
  where your editor has an LSP client.
  Examples:
    mcpdesc schema > mcp-description.schema.json
    # yaml-language-server: $schema=./mcp-description.schema.json     (first line of a YAML description)`,
  docs: `Usage: mcpdesc docs FILE [--protocol-version V] [--to html|markdown] [-o OUT] [--input-format json|yaml]
  Write the server's documentation for MCP protocol version V, as the playground's Docs tab shows it: server,
  transports, security and scopes, tags, tools (parameters, output, annotations, elicitations, examples), resources,
  resource templates and prompts. Without V, the only declared version; when the document declares several, give
  V, or -o FOLDER for one page per version, linked to one another.
  --to F                html (default): one self-contained page (inline CSS, no script, nothing loaded; light and
                        dark; printable), or markdown: for a repository's docs folder or a wiki
  -o, --output OUT      a file, or an existing folder: each page is written there as NAME-VERSION.html (or .md),
                        NAME from info.name; without -o the page is printed
  Descriptions are Markdown; raw HTML in them is shown as text, images are not loaded and only http(s) and mailto
  links are links. An invalid document writes nothing: its findings go to standard error and the exit status is 1.
  Examples:
    mcpdesc docs server.mcpdesc.yaml -o docs/server.html
    mcpdesc docs server.mcpdesc.json --protocol-version 2025-11-25 --to markdown > docs/server.md
    mcpdesc docs server.mcpdesc.yaml -o site/      (one page per declared version)`,
};

export const usage = `Usage: mcpdesc COMMAND [options]
Commands:
  validate PATH...   validate documents, files or folders; reports for people and CI (stylish, json, sarif, github)
  fix PATH...        apply the safe quick fixes (print the result, --write the files, or --dry-run a diff)
  format PATH...     convert between JSON and YAML, or put members in the recommended order (--write, --check)
  view FILE          the Effective Protocol View of one protocol version
  native FILE        what tools/list, resources/list, resources/templates/list and prompts/list return
  merge FILE...      merge descriptions of one server
  import FILE...     build a description from captured MCP results
  lsp                the language server for editors (LSP over standard input and output)
  schema             print the JSON Schema of MCP Description documents
  docs FILE          the server's documentation as an HTML page or Markdown
Options: --help (also after a command: mcpdesc validate --help), --version.
Exit status: 0 success or valid, 1 invalid document or failed operation, 2 usage or I/O error.
Examples:
  mcpdesc validate specs/
  mcpdesc fix server.mcpdesc.yaml --write
  mcpdesc view server.mcpdesc.yaml --protocol-version 2025-11-25
  mcpdesc native server.mcpdesc.yaml > lists.json
  mcpdesc docs server.mcpdesc.yaml -o docs/server.html`;

export function commandHelp(command: CommandName): string {
  return help[command];
}

export function isCommandName(name: string | undefined): name is CommandName {
  return (commandNames as readonly (string | undefined)[]).includes(name);
}

// The character codes the JSON scanners compare against (RFC 8259 section 2: structural characters and whitespace).
export const SPACE = 32;
export const TAB = 9;
export const LF = 10;
export const CR = 13;
export const QUOTE = 34;
export const BACKSLASH = 92;
export const COMMA = 44;
export const COLON = 58;
export const LBRACKET = 91;
export const RBRACKET = 93;
export const LBRACE = 123;
export const RBRACE = 125;

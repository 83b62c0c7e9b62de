// The document layer (spec 3.1, 3.3, 15, 18): parsing with source maps, serialization, ordering.
export type { SourceMap, ParseResult } from './types.ts';
export type { ParseLimits } from './limits.ts';
export { defaultLimits } from './limits.ts';
export { detectFormat, parseDocument, type ParseOptions } from './parse.ts';
export { conformingRule } from './conforming.ts';
export { serialize, type SerializeOptions } from './serialize.ts';
export { organize } from './organize.ts';

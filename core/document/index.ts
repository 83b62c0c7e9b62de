// The document layer (spec 3.1, 3.3, 15, 18): text in, the JSON-compatible data model out, with a
// source map; the way back (JSON or restricted YAML); and the section 18 ordering profile.
//
//   parseDocument(text, { format?, limits? }) -> { format, value, ok, diagnostics, sourceMap }
//     ok=false: no usable value (syntax error, limit, duplicate key, profile violation); diagnostics
//     all use rule mcpdesc.serialization.conforming, severity error, with range and path.
//   sourceMap.rangeOf(pointer, 'key' | 'value') -> SourceRange | undefined (computed lazily)
//   serialize(value, 'json' | 'yaml', { indent? }) -> text that parses back to the same value
//   organize(value) -> the same value with recognized fixed-field objects in section 18 order
export type { SourceMap, ParseResult } from './types.ts';
export type { ParseLimits } from './limits.ts';
export { defaultLimits } from './limits.ts';
export { detectFormat, parseDocument, type ParseOptions } from './parse.ts';
export { conformingRule } from './conforming.ts';
export { serialize, type SerializeOptions } from './serialize.ts';
export { organize } from './organize.ts';

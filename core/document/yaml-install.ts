// Installs the `yaml` library's reader at once (core/install-all.ts, the CLI), where loading it on demand saves nothing.
import { Composer, Lexer, Parser, isAlias, isMap, isScalar, isSeq, parseDocument } from 'yaml';
import { installYamlLibrary } from './yaml-library.ts';

installYamlLibrary({ Composer, Lexer, Parser, parseDocument, isAlias, isMap, isScalar, isSeq });

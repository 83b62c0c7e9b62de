// Shapes used to write the document schema (JSON Schema 2020-12) as TypeScript data.

/** A JSON Schema 2020-12 object schema, written as plain data. */
export type JsonSchemaObject = { [keyword: string]: unknown };

/** Named subschemas that one area contributes to the document schema's `$defs`. */
export type Defs = Record<string, JsonSchemaObject>;

/** One finding of the precompiled validator (Ajv's error object, with the fields the mapping reads). */
export interface SchemaError {
  /** JSON Pointer of the instance the keyword applied to. */
  instancePath: string;
  /** URI fragment of the failing keyword in the document schema (absolute: `#/$defs/<Name>/...`). */
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  /** Set on findings raised under `propertyNames`: the member name that failed. */
  propertyName?: string;
}

/** The precompiled document-schema validator. */
export interface SchemaValidator {
  (value: unknown): boolean;
  errors?: SchemaError[] | null;
}

/**
 * A contract schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1), by
 * @valibot/to-json-schema. The wire form is the schema's input (before transforms: a query's page
 * size is text on the wire). Parts JSON Schema cannot say (a custom check, a transform) are left
 * out rather than failing the document: the server still enforces them.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

export type JsonSchema = Record<string, unknown>;

export function jsonSchemaOf(schema: v.GenericSchema<unknown, unknown>): JsonSchema {
  const converted = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
  }) as JsonSchema;
  // The document's dialect is declared once, by `openapi: 3.1.0`, not by each schema.
  delete converted.$schema;
  return converted;
}

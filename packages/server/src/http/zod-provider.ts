// Route input typed and checked by the domain's zod schemas: a route declares
// `schema: { params, querystring, body }` and its handler reads `request.body` already parsed,
// with the schema's output type. A failure is the same Spanish 400 as `parseWith` (a path id that
// names no row, a 404 with the route's own message).
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { z } from 'zod';
import { HttpError, parseWith } from './errors.ts';

/** Fastify's types for a route, read from its zod schemas. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** The app as route modules see it: its routes typed by their schemas. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Path schemas whose failure means "no such row": their 404 message. */
const notFoundOf = new WeakMap<z.ZodType, string>();

/** Marks a path schema whose failure is a 404 with `message` rather than a 400. */
export function failsAsNotFound<S extends z.ZodType>(schema: S, message: string): S {
  notFoundOf.set(schema, message);
  return schema;
}

/** Fastify's validator for every schema of a route: the domain schema's own parse. */
export const zodValidator: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
  const notFound = notFoundOf.get(schema);
  return (data) => {
    try {
      return { value: parseWith(schema, data) };
    } catch (err) {
      return { error: notFound ? new HttpError(404, notFound) : (err as Error) };
    }
  };
};

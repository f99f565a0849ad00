import type { z } from 'zod';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A failure the operation can answer besides the ones its inputs imply; `data` when the envelope carries any. */
export type ErrorAnswer = number | { status: number; data: z.ZodType; description?: string };

/**
 * One /api/web operation as its route file declares it (`export const openapi = operation({...})`):
 * the same zod schemas the handler validates with, and the schema of `data` in a success. The
 * OpenAPI document is built from these, so it lists exactly the routes that exist.
 */
export type Operation = {
  method: HttpMethod;
  summary: string;
  tag: string;
  /** Needs `Authorization: Bearer <token>` (a 401 without it). */
  auth?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  /** A JSON body (implies 400, 413 and 415); `form` for an HTML form post. */
  body?: z.ZodType;
  bodyType?: 'json' | 'form';
  /** The schema of `data` in the success envelope; for a redirect, its status and where it goes. */
  response: z.ZodType | { redirect: 303; description: string };
  /** Failures beyond the input ones (400 for bad params, query or body; 401 with auth). */
  errors?: ErrorAnswer[];
};

export const operation = (definition: Operation): Operation => definition;

import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../http';
import { refusalForDatabaseError } from './database-errors';

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: unknown[] } } };

function fieldOf(issue: Issue): string {
  const fromPath = issue.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  if (fromPath) return fromPath;
  const zodPath = issue.params?.issue?.path;
  return Array.isArray(zodPath) ? zodPath.join('.') : '';
}

/** Messages a person can act on, naming the field; the first few problems are enough. */
function validationMessage(issues: Issue[]): string {
  const parts = issues.slice(0, 3).map((issue) => {
    const field = fieldOf(issue);
    const message = issue.message ?? 'is invalid';
    return field && !message.toLowerCase().includes(field.toLowerCase())
      ? `${field}: ${message}`
      : message;
  });
  return parts.join('; ') || 'The request is invalid';
}

const KNOWN_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid content length' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request is too large' },
  FST_ERR_VALIDATION: { status: 400, message: 'The request is invalid' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 406, message: 'The request is not multipart' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'Image size to too large' },
  FST_FILES_LIMIT: { status: 413, message: 'One file only' },
  FST_PARTS_LIMIT: { status: 413, message: 'Too many parts' },
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ status: false, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .code(400)
        .send({ status: false, message: validationMessage(error.validation as Issue[]) });
    }
    const known = error.code ? KNOWN_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.code(known.status).send({ status: false, message: known.message });
    const refusal = refusalForDatabaseError(error);
    if (refusal) {
      if (refusal.status >= 500) request.log.error({ err: error }, 'database unavailable');
      else request.log.info({ err: error }, 'database refused the request');
      return reply.code(refusal.status).send({ status: false, message: refusal.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ status: false, message: 'Too many attempts, try again later' });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ status: false, message: error.message || 'Bad request' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ status: false, message: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    const message = request.url.startsWith('/api/') ? 'No such API route' : 'Not found';
    return reply.code(404).send({ status: false, message });
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { processRequest, type FileUpload, type GraphQLOperation, type Upload } from 'graphql-upload-minimal';
import { ValidationError } from '../lib/errors.ts';

/**
 * GraphQL multipart requests (the spec graphql-upload-minimal implements), streamed: files are read by
 * the resolver that needs them, in order, straight from the request, never buffered whole.
 *
 * Yoga would parse multipart itself, into memory. So Fastify parses it here: each file in the variables
 * becomes a token ('upload:N') that the Upload scalar accepts, the operation goes to Yoga as JSON, and
 * the resolver swaps the token for the file through the context.
 */
export interface RequestUploads {
  /** The file behind a token; each file may be taken once. */
  take(token: string): Promise<FileUpload>;
  /** Reads and discards every file nobody took, so the request can end. */
  drain(): void;
}

export const NO_UPLOADS: RequestUploads = {
  take: () => Promise.reject(new GraphQLError('This request carries no files; send it as multipart/form-data.')),
  drain: () => undefined,
};

export async function parseMultipartOperation(
  request: FastifyRequest,
  reply: FastifyReply,
  limits: { maxFileSize: number; maxFiles: number },
): Promise<{ operation: GraphQLOperation; uploads: RequestUploads }> {
  let parsed: GraphQLOperation | GraphQLOperation[];
  try {
    parsed = await processRequest(request.raw, reply.raw, limits);
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Invalid multipart request.';
    // The multipart protocol's refusals carry the library's English detail; the web app uploads over REST.
    // english-by-design: read by the developer of a client (decision 058).
    throw new ValidationError(`Invalid GraphQL multipart request: ${message}`);
  }
  // english-by-design: only a client's code sends a batch (decision 058).
  if (Array.isArray(parsed)) throw new ValidationError('Batched operations are not supported.');
  const files = new Map<string, Upload>();
  const variables = tokenize(parsed.variables, files);
  return {
    operation: { ...parsed, variables },
    uploads: {
      take(token) {
        const upload = files.get(token);
        if (!upload) return Promise.reject(new GraphQLError('Each uploaded file can be used once.'));
        files.delete(token);
        return upload.promise;
      },
      drain() {
        for (const upload of files.values()) {
          upload.promise.then(
            (file) => file.createReadStream().resume(),
            () => undefined,
          );
        }
        files.clear();
      },
    },
  };
}

/** Replaces each Upload in the variables with a token the Upload scalar accepts. */
function tokenize(value: unknown, files: Map<string, Upload>): unknown {
  if (isUpload(value)) {
    const token = `upload:${files.size}`;
    files.set(token, value);
    return token;
  }
  if (Array.isArray(value)) return value.map((item) => tokenize(item, files));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, tokenize(item, files)]));
  }
  return value;
}

function isUpload(value: unknown): value is Upload {
  return typeof value === 'object' && value !== null && 'promise' in value && value.constructor.name === 'Upload';
}

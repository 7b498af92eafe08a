import type { OutgoingHttpHeaders } from 'node:http';
import formbody from '@fastify/formbody';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig, BuildOptions } from '../app.ts';
import type { TrustProxy } from '../config.ts';
import type { Db } from '../db/client.ts';
import { sessionsRepo } from '../features/security/sessions.repo.ts';
import { usersRepo } from '../identity/users.repo.ts';
import { authPlugin } from '../platform/auth.ts';
import { answerFrameworkError, registerErrorHandler } from '../platform/error-handler.ts';
import { withFormBody } from '../platform/form.ts';
import { createTokenService } from '../platform/jwt.ts';
import { asS3, type openStorage } from '../platform/open-storage.ts';
import { loggerOptions } from '../platform/request-log.ts';
import { responseSerializerCompiler } from '../platform/response-serializer.ts';
import { createSessionRevocations } from '../platform/session-revocations.ts';
import { createSessionVersions } from '../platform/session-versions.ts';
import { registerTextGuard } from '../platform/text-guard.ts';

/** The server's framework before any feature: logging, validation, errors, headers, body parsers, sign-in, docs. */

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the first n hops". */
function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** Fastify with zod validation, compiled serialisers, typed errors and the text guard. */
export function createFastify(config: AppConfig, options: BuildOptions) {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: config.bodyLimitBytes,
    // X-Forwarded-For only from configured proxies, or anyone could pick their own address.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by compiled serialisers; under the test runner each is also checked by zod.
  app.setSerializerCompiler(responseSerializerCompiler(options.checkResponses ?? !!process.env.VITEST));
  registerErrorHandler(app);
  registerTextGuard(app);
  return app;
}
export type App = ReturnType<typeof createFastify>;

/**
 * Helmet's response headers, worked out once. @fastify/helmet calls helmet(options) on every
 * request, which parses the CSP directives again each time (about 4% of the CPU of a small API
 * answer). The headers depend only on the options, so they are read once from a throwaway
 * instance running the plugin, and every request gets them set exactly as the plugin sets them
 * (on the raw response, in onRequest, so a route's own header still wins).
 */
async function securityHeaders(
  options: FastifyHelmetOptions,
): Promise<[string, string | string[] | number][]> {
  const probe = Fastify();
  await probe.register(helmet, options);
  let set: OutgoingHttpHeaders = {};
  probe.addHook('onRequest', (_req, reply, done) => {
    set = reply.raw.getHeaders();
    done();
  });
  probe.get('/', () => '');
  await probe.inject('/');
  await probe.close();
  return Object.entries(set).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]]));
}

/** The security headers of every answer; images and videos may come from the bucket's address. */
export async function registerSecurityHeaders(
  app: App,
  config: AppConfig,
  storage: ReturnType<typeof openStorage>,
) {
  // Served by redirect to the bucket, images and videos load from its address.
  const bucketOrigin = config.s3?.redirectSeconds ? await asS3(storage)?.linkOrigin() : undefined;
  const fromBucket = bucketOrigin ? [bucketOrigin] : [];
  const headers = await securityHeaders({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', ...fromBucket],
        'media-src': ["'self'", 'blob:', ...fromBucket],
        'frame-src': ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
        // Served over plain HTTP on a LAN as well; upgrading would break those installs.
        'upgrade-insecure-requests': null,
      },
    },
  });
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/** Form bodies and multipart uploads (one file per request, within the media size). */
export async function registerBodyParsers(app: App, config: AppConfig) {
  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: config.mediaMaxBytes, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
  });
}

/** Tokens checked against the user's session version and the session's revocation, on every request. */
export async function registerSignIn(app: App, db: Db, config: AppConfig) {
  const sessions = createSessionVersions((userId) => usersRepo.tokenVersion(db, userId));
  const revocations = createSessionRevocations({
    load: (sessionId) => sessionsRepo.state(db, sessionId),
    touch: (sessionId) => sessionsRepo.touch(db, sessionId),
  });
  const tokens = createTokenService(config.jwtSecret, config.jwtExpires, sessions, revocations);
  await app.register(authPlugin, { tokens, onActivity: revocations.noteActivity });
  return { sessions, revocations, tokens };
}
export type SignIn = Awaited<ReturnType<typeof registerSignIn>>;

/** The OpenAPI document and its page at /api/docs. */
export async function registerApiDocs(app: App) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Krug API', version: '1.0.0', description: 'API of Krug («Круг»)' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // Form routes show the fields they read as their body (platform/form.ts).
    transform: (input) => jsonSchemaTransform(withFormBody(input)),
    // Named schemas (e.g. the recursive Comment) become components.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its built-in policy upgrades requests to https, which leaves the page blank when the server
    // is reached over plain HTTP by its network address (as the app's own policy allows).
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/g, ''),
  });
}

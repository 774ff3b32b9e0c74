import { randomUUID } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { AppContext, PlatformContext } from './lib/context.ts';
import { type FileStorage, localDiskStorage } from './platform/storage.ts';
import { authRoutes } from './modules/auth/index.ts';
import { fileRoutes, signedFileRoutes } from './modules/files/index.ts';
import { MembershipCache } from './plugins/guards/membership-cache.ts';
import { registerCompression } from './plugins/compression.ts';
import { tokenKeys } from './platform/tokens/tokens.ts';
import { ListenHub, type ListenHubOptions } from './platform/listen-hub.ts';
import { LiveSessions } from './platform/session-revocation.ts';
import { ceremonyRoutes, createSigning, sealJob } from './modules/ceremony/index.ts';
import { dealAdapter, dealCountersignAdapter, dealSigningRoutes } from './modules/deal-signing/index.ts';
import { dealDeskRoutes } from './modules/deal-desk/index.ts';
import { closingBinderRoutes, createClosingBinder } from './modules/closing-binder/index.ts';
import { documentRoutes, myDocumentRoutes } from './modules/documents/index.ts';
import { fiduciaryDocumentAdapter, fiduciaryDocumentRoutes } from './modules/fiduciary-documents/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { capitalCallRoutes, noticeJob, opportunityCallRoutes } from './modules/capital-calls/index.ts';
import { documentSendRoutes } from './modules/document-sends/index.ts';
import { commonDataEntityRoutes, dataEntityRoutes } from './modules/data-entities/index.ts';
import { formRoutes } from './modules/forms/index.ts';
import { communicationRoutes } from './modules/communications/index.ts';
import { captableSsoExchangeRoutes, captableSsoTokenRoutes } from './modules/captable-handoff/index.ts';
import { paymentRoutes } from './modules/payments/index.ts';
import { notificationRoutes } from './modules/notifications/index.ts';
import { registerRealtime, websocketTicketRoutes } from './modules/realtime/index.ts';
import {
  adminSystemNotificationRoutes,
  systemNotificationPushJob,
  systemNotificationRoutes,
} from './modules/system-notifications/index.ts';
import { createPortfolio, portfolioRoutes } from './modules/portfolio/index.ts';
import { eventRoutes } from './modules/events/index.ts';
import { meetingRoutes } from './modules/meetings/index.ts';
import { resourceRoutes } from './modules/resources/index.ts';
import { serviceRequestRoutes } from './modules/service-requests/index.ts';
import { createJobEngine } from './platform/jobs/index.ts';
import { createMailer, emailJob } from './platform/email/index.ts';
import { redactUrl } from './platform/log-redaction.ts';
import { issuerNdaRoutes, ndaAdapter, ndaCountersignAdapter, ndaRoutes } from './modules/nda/index.ts';
import { issuerInterestRoutes } from './modules/issuer-interest/index.ts';
import { createInvestments, fidAdminInvestmentRoutes, investmentRoutes } from './modules/investments/index.ts';
import { createOpportunities, opportunityRoutes, publicOpportunityRoutes } from './modules/opportunities/index.ts';
import { opportunityApprovalRoutes } from './modules/opportunity-approval/index.ts';
import { captableRoutes } from './modules/captable-routes.ts';
import { issuerCompanyRoutes } from './modules/issuer-company/index.ts';
import { issuerOpportunityRoutes } from './modules/issuer-opportunities/index.ts';
import { profileRoutes } from './modules/profile/index.ts';
import {
  createFundDashboard,
  fundDashboardRoutes,
  locationSharingRoutes,
  mapTileImageSource,
} from './modules/fund-dashboard/index.ts';
import { sessionRoutes } from './modules/sessions/index.ts';
import { myEntityRoutes } from './modules/my-entities/index.ts';
import { authorizedPartyRoutes } from './modules/authorized-parties/index.ts';
import { certificateRoutes } from './modules/certificates/index.ts';
import { followKycResponse, invitationRoutes, publicInvitationRoutes } from './modules/invitations/index.ts';
import { createInvestorDirectory, investorDirectoryRoutes } from './modules/investor-directory/index.ts';
import { providerOperationsRoutes } from './modules/provider-operations/index.ts';
import { providerBrandingRoutes } from './modules/provider-branding/index.ts';
import { providerTenantRoutes } from './modules/provider-tenants/index.ts';
import { createProviderUsers, providerUserRoutes } from './modules/provider-users/index.ts';
import { kycReviewRoutes } from './modules/kyc-review/index.ts';
import { digitizeJob, issuerDocumentRoutes } from './modules/issuer-documents/index.ts';
import { prepareAccountJob, registrationRoutes } from './modules/registration/index.ts';
import { publicTenancyRoutes, tenantTenancyRoutes } from './modules/tenancy/index.ts';
import { registerAuth } from './plugins/auth.ts';
import { providerGuard, tenantGuard } from './plugins/guards/index.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerStorableTextGuard } from './plugins/storable-text.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWeb } from './plugins/web.ts';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  jwtSecret: string;
  /** Where uploaded files go; local disk under DATA_DIR/files by default. */
  storage?: FileStorage;
  /** A ready logger (the server's); otherwise one is made from LOG_LEVEL. */
  loggerInstance?: FastifyBaseLogger;
  /** Where the listen hub LISTENs for changes (ADR 0012); defaults to DATABASE_URL. */
  databaseUrl?: string;
  /** The listen hub's reconnect policy (tests hold a lost connection down with autoReconnect false). */
  listener?: Pick<ListenHubOptions, 'autoReconnect' | 'backoffMs'>;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refresh', '*.access'],
    serializers: {
      // Secret-looking query values never reach the log (platform/log-redaction.ts).
      req: (req) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
    },
  };
}

/** The whole API as one Fastify instance; tests build it directly, server.ts only listens. */
export async function buildApp(options: BuildAppOptions) {
  const { config, db } = options;
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: loggerOptions(config.LOG_LEVEL) }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Slow clients (SECURITY.md): a stalled body or header is cut, idle keep-alive connections end.
    connectionTimeout: config.HTTP_IDLE_TIMEOUT_MS,
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      maxHeaderSize: config.HTTP_MAX_HEADER_BYTES,
      headersTimeout: Math.min(config.HTTP_HEADERS_TIMEOUT_MS, config.HTTP_REQUEST_TIMEOUT_MS),
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // One LISTEN connection per app: memos drop their entries on its notifications (ADR 0012).
  const listener = new ListenHub({
    connectionString: options.databaseUrl ?? config.DATABASE_URL,
    log: app.log,
    ...options.listener,
  });
  const platform: PlatformContext = {
    db,
    config,
    keys: tokenKeys(options.jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS),
    log: app.log,
    storage: options.storage ?? localDiskStorage(path.join(config.DATA_DIR, 'files')),
    listener,
    memberships: new MembershipCache(listener),
    sessions: new LiveSessions(listener),
  };
  const ctx: AppContext = {
    ...platform,
    modules: {
      opportunities: createOpportunities(platform),
      investments: createInvestments(platform),
      portfolio: createPortfolio(),
      fundDashboard: createFundDashboard({ cache: config.DASHBOARD_CACHE }),
      closingBinder: createClosingBinder(platform),
      investorDirectory: createInvestorDirectory(platform),
      providerUsers: createProviderUsers(platform),
    },
  };
  app.decorate('platform', { listener, memberships: ctx.memberships, sessions: ctx.sessions });
  registerErrorHandler(app);
  registerStorableTextGuard(app);
  registerAuth(app, ctx);
  registerSecurityHeaders(app, config.PUBLIC_URL);
  await registerCompression(app);
  await registerOpenApi(app);
  // A truncated (over-limit) upload is detected and answered by the upload use case itself.
  await app.register(multipart, {
    limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: false,
  });

  // Signing ceremonies seal and e-mail is sent through the job engine; server.ts starts its workers,
  // tests drain it.
  const signing = createSigning(ctx, [
    ndaAdapter,
    ndaCountersignAdapter,
    dealAdapter,
    dealCountersignAdapter,
    fiduciaryDocumentAdapter,
  ]);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log });
  const definitions = [
    sealJob(signing),
    prepareAccountJob(ctx),
    emailJob({ db, mailer }),
    noticeJob(ctx),
    systemNotificationPushJob(ctx),
    digitizeJob(ctx),
  ];
  // The database URL again: a started engine's own connection holds a lock per job it runs (ADR 0024).
  const connectionString = options.databaseUrl ?? config.DATABASE_URL;
  app.decorate('jobs', createJobEngine({ db, log: app.log, definitions, connectionString }));
  // Queues exist before the first request can enqueue into them.
  app.addHook('onReady', () => app.jobs.install());
  app.addHook('onClose', async () => {
    await app.jobs.stop();
    mailer.close();
  });
  listener.start();
  app.addHook('onClose', async () => {
    ctx.memberships.detach();
    ctx.sessions.detach();
    ctx.modules.opportunities.close();
    ctx.modules.investorDirectory.close();
    ctx.modules.providerUsers.close();
    ctx.modules.investments.close();
    await ctx.modules.fundDashboard.gazetteer.close();
    await listener.stop();
  });
  app.decorate('realtime', await registerRealtime(app, ctx));

  healthRoutes(app, ctx);
  authRoutes(app, ctx);
  publicTenancyRoutes(app, ctx);
  publicOpportunityRoutes(app, ctx);
  signedFileRoutes(app, ctx);
  captableSsoExchangeRoutes(app, ctx);
  publicInvitationRoutes(app, ctx);
  registrationRoutes(app, ctx);
  commonDataEntityRoutes(app, ctx);
  await app.register(async (providerScope) => {
    const scoped = providerScope.withTypeProvider<ZodTypeProvider>();
    scoped.addHook('preHandler', providerGuard(ctx));
    adminSystemNotificationRoutes(scoped, ctx);
    providerTenantRoutes(scoped, ctx);
    providerBrandingRoutes(scoped, ctx);
    providerUserRoutes(scoped, ctx);
    providerOperationsRoutes(scoped, ctx);
  });
  await app.register(async (tenantScope) => {
    const scoped = tenantScope.withTypeProvider<ZodTypeProvider>();
    scoped.addHook('preHandler', tenantGuard(ctx));
    tenantTenancyRoutes(scoped, ctx);
    profileRoutes(scoped, ctx);
    sessionRoutes(scoped, ctx);
    myEntityRoutes(scoped, ctx);
    authorizedPartyRoutes(scoped, ctx);
    certificateRoutes(scoped, ctx);
    opportunityRoutes(scoped, ctx);
    fileRoutes(scoped, ctx);
    documentRoutes(scoped, ctx);
    myDocumentRoutes(scoped, ctx);
    fiduciaryDocumentRoutes(scoped, ctx);
    investmentRoutes(scoped, ctx);
    fidAdminInvestmentRoutes(scoped, ctx);
    opportunityApprovalRoutes(scoped, ctx);
    issuerCompanyRoutes(scoped, ctx);
    captableRoutes(scoped, ctx);
    issuerOpportunityRoutes(scoped, ctx);
    ceremonyRoutes(scoped, signing);
    ndaRoutes(scoped, ctx);
    issuerNdaRoutes(scoped, ctx);
    issuerInterestRoutes(scoped, ctx);
    dealSigningRoutes(scoped, ctx);
    dealDeskRoutes(scoped, ctx);
    closingBinderRoutes(scoped, ctx);
    portfolioRoutes(scoped, ctx);
    paymentRoutes(scoped, ctx);
    capitalCallRoutes(scoped, ctx);
    opportunityCallRoutes(scoped, ctx);
    documentSendRoutes(scoped, ctx);
    captableSsoTokenRoutes(scoped, ctx);
    meetingRoutes(scoped, ctx);
    eventRoutes(scoped, ctx);
    resourceRoutes(scoped, ctx);
    serviceRequestRoutes(scoped, ctx);
    dataEntityRoutes(scoped, ctx);
    formRoutes(scoped, ctx, [followKycResponse]);
    websocketTicketRoutes(scoped, ctx);
    notificationRoutes(scoped, ctx);
    systemNotificationRoutes(scoped, ctx);
    communicationRoutes(scoped, ctx);
    invitationRoutes(scoped, ctx);
    investorDirectoryRoutes(scoped, ctx);
    kycReviewRoutes(scoped, ctx);
    fundDashboardRoutes(scoped, ctx);
    locationSharingRoutes(scoped, ctx);
    issuerDocumentRoutes(scoped, ctx);
  });
  const tileSource = mapTileImageSource(config.MAP_TILE_URL);
  await registerWeb(app, config.WEB_DIST_DIR, tileSource ? [tileSource] : []);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's listen hub and membership memo (tests look at and steer them). */
    platform: { listener: ListenHub; memberships: MembershipCache; sessions: LiveSessions };
  }
}

import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Headers on every answer (HTML, API, files): no inline script, images only from here, data/blob
 * URLs and Weibo's image hosts (avatars and post pictures of collected data), no framing by other
 * sites, no MIME sniffing, no referrer sent to other hosts. antd writes its styles at run time, so
 * styles may be inline; scripts may not.
 */
export const SECURITY_HEADERS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://*.sinaimg.cn'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  // Set by the onSend hook only when the request came over HTTPS.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  // The web app is served from here; nothing else embeds our files.
  crossOriginResourcePolicy: { policy: 'same-origin' },
};

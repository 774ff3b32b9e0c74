import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

interface Mail {
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
}

export interface Mailer {
  /** Sends the mail; without SMTP it only logs it. Answers the outbox status the row takes. */
  deliver(mail: Mail): Promise<'SENT' | 'LOGGED'>;
  close(): void;
}

/**
 * With SMTP_URL, mail is sent; without it, it stays in the outbox table (LOGGED) and the log says
 * only that it is there, by id and recipient: never its subject, body or links, which carry
 * set-password, reset and invitation codes (SECURITY.md "Secrets never in logs"). A development
 * install reads its e-mails with `npm run mail:outbox`.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async deliver(mail) {
      if (!transport) {
        options.log.info(
          { outbox_id: mail.id, to: mail.to_address },
          'e-mail not sent (no SMTP_URL configured); kept in the outbox: npm run mail:outbox',
        );
        return 'LOGGED';
      }
      await transport.sendMail({
        from: options.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.body_text,
      });
      return 'SENT';
    },
    close() {
      transport?.close();
    },
  };
}

import type { FastifyReply } from 'fastify';

/** Answers an iCalendar attachment (RFC 5545 media type; the name is ours, ASCII only). */
export function sendIcs(reply: FastifyReply, ics: { body: string; filename: string }) {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${ics.filename.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'private, no-store')
    .send(ics.body);
}

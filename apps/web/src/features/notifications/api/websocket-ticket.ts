import { createWebsocketTicketRoute } from '@dl/contracts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * POST websocket/ticket with the bearer (refreshed once on a 401 like every call): a single-use,
 * 30-second ticket. The socket address carries the ticket, never the access token.
 */
export async function fetchSocketTicket(fidId: string): Promise<string> {
  const answer = await apiRequest(createWebsocketTicketRoute, { params: { fidId } });
  return answer.data.ticket;
}

import type { Composed } from './mail-compose.js';
import { pageUrl, type MailSite } from './mail-links.js';

/** What a trade mail says: which trade, what happened to it, and the other society's name. */
export interface TradeMailPayload {
  tradeId: number;
  event: 'offer' | 'accepted' | 'reversed';
  society: string;
  /** The operator's reason, for a reversal. */
  reason?: string;
}

export function tradeMail(payload: TradeMailPayload, site: MailSite): Composed {
  const { tradeId, event, society } = payload;
  const action = { label: 'Open your trades', url: pageUrl(site, '/trades') };
  if (event === 'offer') {
    return {
      content: {
        subject: `${society} sent you a trade offer`,
        heading: 'A trade offer is waiting',
        paragraphs: [
          `${society} offers you a trade (trade ${tradeId}). Accept, decline or counter it before it expires.`,
        ],
        action,
      },
    };
  }
  if (event === 'accepted') {
    return {
      content: {
        subject: `Trade ${tradeId} with ${society} is done`,
        heading: 'Your trade went through',
        paragraphs: [
          `Trade ${tradeId} with ${society} was accepted: its systems and Ϟ have changed hands.`,
        ],
        action,
      },
    };
  }
  return {
    content: {
      subject: `Trade ${tradeId} with ${society} was reversed`,
      heading: 'A trade was reversed',
      paragraphs: [
        `An operator reversed trade ${tradeId} with ${society}: its systems and Ϟ went back.`,
        ...(payload.reason ? [`Reason: ${payload.reason}`] : []),
      ],
      action,
    },
  };
}

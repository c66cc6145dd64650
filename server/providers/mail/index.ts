import type { AppDeps } from '../../lib/context';
import type { MailTransport } from './types';

export * from './types';

/** 주입된 deps.mail 이 있으면 그것, 아니면 MAIL_TRANSPORT 로 고른다(outbox 기본, smtp) */
export function mailTransportOf(deps: AppDeps): MailTransport {
  if (deps.mail) return deps.mail;
  throw new Error('mail transport not implemented');
}

import type { Config } from '../../config';
import type { AppDeps } from '../../lib/context';
import { outboxFileTransport } from './outbox-file';
import { smtpTransport } from './smtp';
import type { MailTransport } from './types';

export * from './types';

// config 는 프로세스에서 한 번 만들어지므로, 같은 config 면 같은 어댑터를 쓴다
const cache = new WeakMap<Config, MailTransport>();

/** 주입된 deps.mail 이 있으면 그것, 아니면 MAIL_TRANSPORT 로 고른다(outbox 기본, smtp) */
export function mailTransportOf(deps: Pick<AppDeps, 'mail' | 'config'>): MailTransport {
  if (deps.mail) return deps.mail;
  let transport = cache.get(deps.config);
  if (!transport) {
    transport = deps.config.MAIL_TRANSPORT === 'smtp' ? smtpTransport(deps.config) : outboxFileTransport(deps.config);
    cache.set(deps.config, transport);
  }
  return transport;
}

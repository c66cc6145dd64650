import type { MessageDelivery, MessagingProvider, OutgoingMessage } from './types';

/**
 * 내장 기본 어댑터: 아무 데도 보내지 않는다. 본문은 이미 발송함(notifications) 줄에 있으므로
 * 보낸 것으로 적기만 하고, 운영자는 콘솔의 발송함에서 본다(메일의 outbox 와 같은 자리).
 * 알림톡으로 갈 수 있었으면 KAKAO, 아니면 문자 모양(SMS/LMS)으로 적는다.
 */
export function outboxMessaging(): MessagingProvider {
  return {
    name: 'outbox',
    async send(message: OutgoingMessage): Promise<MessageDelivery> {
      const channel = message.kakao ? 'KAKAO' : message.sms?.type;
      if (!channel) throw new Error('알림톡도 문자도 쓸 수 없는 메시지입니다');
      return { provider: 'outbox', channel, fellBack: false, providerMessageId: `outbox-${message.notificationId}`, note: null };
    },
    // 내보내는 곳이 없으니 앞선 시도가 밖에 닿았을 일도 없다: 다시 적기만 한다
    async findSent(): Promise<MessageDelivery | null> {
      return null;
    },
  };
}

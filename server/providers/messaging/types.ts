/**
 * 메시지 포트(알림톡·문자). 실제 어댑터는 SOLAPI, 내장 기본값은 outbox(보내지 않고 발송함 줄에만 남긴다).
 * 알림톡이 접수되지 않으면(템플릿 미승인·오류 등) 같은 제공자로 문자를 보내는 일은 어댑터가 맡는다.
 */
export type SmsPart = { type: 'SMS' | 'LMS'; text: string; subject: string | null };

export type OutgoingMessage = {
  /** 발송함 줄 id: 제공자 쪽 customFields 로 남겨 대조할 수 있게 */
  notificationId: number;
  /** 숫자만(01012345678) */
  to: string;
  /** 알림톡으로 보낼 때: 검수된 템플릿 id 와 변수({"#{회원명}": "홍길동"}). 없으면 처음부터 문자 */
  kakao: { templateId: string; text: string; variables: Record<string, string> } | null;
  /** 문자로 보낼(대체할) 모양. null 이면 문자를 쓰지 않는다(회원이 문자를 껐다) */
  sms: SmsPart | null;
};

export type MessageDelivery = {
  provider: 'solapi' | 'outbox';
  /** 실제로 나간 경로 */
  channel: 'KAKAO' | 'SMS' | 'LMS';
  /** 알림톡이 접수되지 않아 문자로 대신 보냈는가 */
  fellBack: boolean;
  providerMessageId: string;
  /** 대체했다면 그 까닭(제공자가 준 코드·문구) */
  note: string | null;
};

/** 다시 해 볼 만한가(시간 제한, 429, 5xx, 연결 오류)와 그만둘 것(잘못된 번호, 인증 실패...)을 나눈다 */
export class MessagingError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly retryable: boolean,
    /** 제공자가 기다리라고 한 시간(초). 429 의 Retry-After */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'MessagingError';
  }
}

export interface MessagingProvider {
  readonly name: 'solapi' | 'outbox';
  send(message: OutgoingMessage): Promise<MessageDelivery>;
}

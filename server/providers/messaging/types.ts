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

/** 앞선 시도가 제공자에게 닿았는지 물을 때: 우리 줄 id(customFields), 받는 번호, 줄이 생긴 무렵 */
export type SentLookup = { notificationId: number; to: string; since: Date };

export interface MessagingProvider {
  readonly name: 'solapi' | 'outbox';
  send(message: OutgoingMessage): Promise<MessageDelivery>;
  /**
   * 이 알림을 이미 접수했는가. 보내고 나서 결과를 적기 전에 프로세스가 죽었거나 응답을 못 받았을 때(시간 초과),
   * 다시 보내기 전에 묻는다: 접수된 것이 있으면 그 결과를 적고 보내지 않는다. 물을 수 없으면 MessagingError(다시 해 본다)
   */
  findSent(lookup: SentLookup): Promise<MessageDelivery | null>;
}

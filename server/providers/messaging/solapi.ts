import { createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { MessagingError, type MessageDelivery, type MessagingProvider, type OutgoingMessage, type SentLookup, type SmsPart } from './types';

type SolapiConfig = Pick<
  Config,
  'SOLAPI_API_KEY' | 'SOLAPI_API_SECRET' | 'SOLAPI_PFID' | 'SMS_SENDER_NUMBER' | 'SOLAPI_API_URL' | 'MESSAGING_TIMEOUT_MS'
>;

/** POST /messages/v4/send-many/detail 의 응답 가운데 쓰는 부분 */
type SendManyDetailResponse = {
  failedMessageList?: Array<{ statusCode?: string; statusMessage?: string; messageId?: string }>;
  groupInfo?: { groupId?: string; _id?: string };
  messageList?: Array<{ messageId?: string; statusCode?: string; statusMessage?: string }>;
};

type ErrorResponse = { errorCode?: string; errorMessage?: string };

/** GET /messages/v4/list 의 응답 가운데 쓰는 부분. messageList 는 메시지 id 를 키로 한 객체다 */
type MessageListResponse = {
  nextKey?: string | null;
  messageList?: Record<string, { messageId?: string; type?: string; statusCode?: string; customFields?: Record<string, string> }>;
};

const SEND_PATH = '/messages/v4/send-many/detail';
const LIST_PATH = '/messages/v4/list';
const LOOKUP_PAGE_SIZE = 100;
/** 한 번호로 그새 이만큼 넘게 보냈을 리 없다: 끝없이 넘기지 않게 */
const LOOKUP_MAX_PAGES = 10;
/** 접수(2000), 이통사 처리 중(3000), 수신 완료(4000) */
const ACCEPTED_STATUS = new Set(['2000', '3000', '4000']);

/**
 * SOLAPI 인증 머리글. signature 는 API 시크릿을 키로 한 HMAC-SHA256(date + salt) 의 hex 다
 * (공식 SDK 와 같은 규격). salt 는 요청마다 새로, date 는 ISO 8601.
 */
export function solapiAuthorization(apiKey: string, apiSecret: string, date = new Date().toISOString(), salt = randomBytes(16).toString('hex')): string {
  const signature = createHmac('sha256', apiSecret).update(date + salt).digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

/** 제공자 쪽 문구가 키나 시크릿을 되돌려 주더라도 발송함·로그에 남지 않게 가린다 */
export function redactSecrets(text: string, secrets: Array<string | undefined>): string {
  let out = text;
  for (const s of secrets) if (s && s.length >= 4) out = out.replaceAll(s, '[REDACTED]');
  return out;
}

function retryAfterSecondsOf(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** 한 번의 요청 결과: 접수됨(messageId) 또는 이 메시지만 접수되지 않음(rejected) */
type Attempt = { kind: 'accepted'; messageId: string } | { kind: 'rejected'; code: string; message: string };

/**
 * 실제 어댑터: SOLAPI REST API(POST /messages/v4/send-many/detail)로 한 건씩 보낸다.
 * 알림톡(ATA)이 접수되지 않으면(템플릿 미승인·변수 불일치·채널 오류 등 요청 단위 4xx 또는 failedMessageList)
 * 같은 요청 경로로 문자(SMS/LMS)를 보낸다. 접수된 뒤 카카오톡 미사용자 등으로 실패하는 몫은
 * disableSms=false 일 때 SOLAPI 가 스스로 문자로 대체한다.
 * 오류는 MessagingError 로: 429·5xx·시간 초과·연결 오류·인증 오류는 다시, 문자 자체가 거절되면 그만.
 */
export function solapiMessaging(config: SolapiConfig): MessagingProvider {
  const { SOLAPI_API_KEY: key, SOLAPI_API_SECRET: secret, SMS_SENDER_NUMBER: from } = config;
  if (!key || !secret || !from) throw new Error('SOLAPI_API_KEY, SOLAPI_API_SECRET, SMS_SENDER_NUMBER 가 필요합니다');
  const apiKey: string = key;
  const apiSecret: string = secret;
  const redact = (text: string) => redactSecrets(text, [apiKey, apiSecret]);

  /** 서명한 요청 하나. 연결 오류·시간 초과·429·5xx·401/403 은 다시 해 볼 MessagingError 로 던지고, 그 밖의 응답은 돌려준다 */
  async function call(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<{ status: number; body: unknown; raw: string }> {
    let res: Response;
    try {
      res = await fetch(new URL(path, config.SOLAPI_API_URL).toString(), {
        method,
        headers: { Authorization: solapiAuthorization(apiKey, apiSecret), ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: payload === undefined ? undefined : JSON.stringify(payload),
        signal: AbortSignal.timeout(config.MESSAGING_TIMEOUT_MS),
      });
    } catch (err) {
      // 보냈는지 모르는 채로 끝났다: 다음 시도가 보내기 전에 findSent 로 접수 여부를 먼저 묻는다
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      if (timedOut) throw new MessagingError(`SOLAPI 응답이 ${config.MESSAGING_TIMEOUT_MS}ms 안에 오지 않았습니다`, 'TIMEOUT', true);
      throw new MessagingError(redact(`SOLAPI 연결 오류: ${err instanceof Error ? err.message : String(err)}`), 'NETWORK', true);
    }
    const raw = await res.text().catch(() => '');
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = null;
    }
    if (res.status === 429) {
      throw new MessagingError('SOLAPI 요청 한도를 넘었습니다(429)', 'RATE_LIMITED', true, retryAfterSecondsOf(res.headers.get('retry-after')));
    }
    if (!res.ok) {
      const e = (body ?? {}) as ErrorResponse;
      const code = e.errorCode ?? `HTTP_${res.status}`;
      const message = redact(`SOLAPI ${res.status} ${code}: ${e.errorMessage ?? raw.slice(0, 200)}`);
      // 서버 쪽 문제, 인증(키·IP 허용 목록) 문제는 운영자가 고치면 풀린다: 다시 해 본다
      if (res.status >= 500 || res.status === 401 || res.status === 403) throw new MessagingError(message, code, true);
    }
    return { status: res.status, body, raw };
  }

  async function post(message: Record<string, unknown>): Promise<Attempt> {
    const { status, body, raw } = await call('POST', SEND_PATH, { messages: [message], showMessageList: true });
    if (status >= 400) {
      const e = (body ?? {}) as ErrorResponse;
      const code = e.errorCode ?? `HTTP_${status}`;
      return { kind: 'rejected', code, message: redact(`SOLAPI ${status} ${code}: ${e.errorMessage ?? raw.slice(0, 200)}`) };
    }
    const ok = (body ?? {}) as SendManyDetailResponse;
    const failed = ok.failedMessageList?.[0];
    if (failed) {
      const code = failed.statusCode ?? 'FAILED';
      return { kind: 'rejected', code, message: redact(`SOLAPI 접수 실패 ${code}: ${failed.statusMessage ?? ''}`.trim()) };
    }
    const messageId = ok.messageList?.[0]?.messageId ?? ok.groupInfo?.groupId ?? ok.groupInfo?._id;
    if (!messageId) throw new MessagingError('SOLAPI 응답에 메시지 id 가 없습니다', 'BAD_RESPONSE', true);
    return { kind: 'accepted', messageId };
  }

  /**
   * GET /messages/v4/list 로 그 번호에 since 뒤에 만들어진 메시지를 훑어 customFields.notificationId 가 같은 것을 찾는다.
   * 접수·처리 중·수신 완료(2000/3000/4000)만 보낸 것으로 친다: 접수에 실패한 알림톡만 남았으면 다시 보낸다.
   */
  async function findSent(lookup: SentLookup): Promise<MessageDelivery | null> {
    let startKey: string | null = null;
    for (let page = 0; page < LOOKUP_MAX_PAGES; page++) {
      const query = new URLSearchParams({ to: lookup.to, dateType: 'CREATED', startDate: lookup.since.toISOString(), limit: String(LOOKUP_PAGE_SIZE) });
      if (startKey) query.set('startKey', startKey);
      const { status, body } = await call('GET', `${LIST_PATH}?${query.toString()}`);
      if (status >= 400) throw new MessagingError(`SOLAPI 발송 내역을 조회하지 못했습니다(${status})`, `HTTP_${status}`, true);
      const list = (body ?? {}) as MessageListResponse;
      const mine = Object.values(list.messageList ?? {}).filter(
        (m) => m.customFields?.notificationId === String(lookup.notificationId) && m.messageId && ACCEPTED_STATUS.has(m.statusCode ?? ''),
      );
      // 알림톡이 접수되었으면 그것, 아니면 대신 보낸 문자
      const hit = mine.find((m) => m.type === 'ATA') ?? mine[0];
      if (hit) {
        const channel = hit.type === 'ATA' ? 'KAKAO' : hit.type === 'LMS' ? 'LMS' : 'SMS';
        return { provider: 'solapi', channel, fellBack: false, providerMessageId: hit.messageId!, note: '앞선 시도가 이미 접수되어 다시 보내지 않음' };
      }
      if (!list.nextKey) return null;
      startKey = list.nextKey;
    }
    return null;
  }

  function sendSms(message: OutgoingMessage, sms: SmsPart): Promise<Attempt> {
    return post({
      to: message.to,
      from,
      type: sms.type,
      text: sms.text,
      ...(sms.type === 'LMS' && sms.subject ? { subject: sms.subject } : {}),
      customFields: { notificationId: String(message.notificationId) },
    });
  }

  return {
    name: 'solapi',
    findSent,
    async send(message: OutgoingMessage): Promise<MessageDelivery> {
      let note: string | null = null;
      if (message.kakao && config.SOLAPI_PFID) {
        const ata = await post({
          to: message.to,
          from,
          type: 'ATA',
          kakaoOptions: {
            pfId: config.SOLAPI_PFID,
            templateId: message.kakao.templateId,
            variables: message.kakao.variables,
            // 회원이 문자를 껐으면 SOLAPI 의 자동 문자 대체도 끈다
            disableSms: message.sms === null,
          },
          customFields: { notificationId: String(message.notificationId) },
        });
        if (ata.kind === 'accepted') {
          return { provider: 'solapi', channel: 'KAKAO', fellBack: false, providerMessageId: ata.messageId, note: null };
        }
        if (!message.sms) throw new MessagingError(ata.message, ata.code, false);
        note = `알림톡 접수 실패로 문자 대체: ${ata.message}`;
      }
      if (!message.sms) throw new MessagingError('알림톡도 문자도 쓸 수 없는 메시지입니다', 'NO_CHANNEL', false);
      const sms = await sendSms(message, message.sms);
      // 문자마저 거절되면(잘못된 번호, 수신 거부, 발신번호 미등록...) 다시 보내도 같다
      if (sms.kind === 'rejected') throw new MessagingError(sms.message, sms.code, false);
      return { provider: 'solapi', channel: message.sms.type, fellBack: note !== null, providerMessageId: sms.messageId, note };
    },
  };
}

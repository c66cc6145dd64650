/**
 * 회원에게 가는 알림의 문구는 모두 여기 한 곳에 있다. 알림톡은 카카오 검수를 통과한 문구와 글자 하나까지
 * 같아야 나가므로, SOLAPI 에 등록할 때도 이 본문을 그대로 쓴다(바뀌는 자리는 #{변수}).
 * 문자(SMS/LMS)로 대체될 때는 같은 본문에 상점 이름을 앞에 붙여 보낸다.
 */

/** 회원이 알림 설정에서 켜고 끄는 묶음. MARKETING 은 설정이 아니라 광고 수신 동의를 따른다 */
export type NotificationCategory = 'ORDER' | 'SERVICE' | 'INQUIRY' | 'MARKETING';

export type TemplateDefinition = {
  category: NotificationCategory;
  /** 문자로 갈 때 LMS 제목(40바이트 안쪽) */
  title: string;
  /** 알림톡 본문. #{변수} 는 variables 에 있는 이름만 쓴다 */
  body: string;
  variables: readonly string[];
};

const STORE = '그로스몰';

export const TEMPLATES = {
  ORDER_RECEIVED_BANK: {
    category: 'ORDER',
    title: '주문 접수(입금 안내)',
    body:
      '#{회원명}님, 주문이 접수되었습니다.\n\n' +
      '주문번호: #{주문번호}\n상품: #{상품명}\n\n' +
      '아래 계좌로 입금해 주시면 확인 후 바로 시작합니다.\n' +
      '은행: #{은행}\n계좌: #{계좌번호}\n예금주: #{예금주}\n금액: #{금액}원\n입금자명: #{입금자명}\n입금기한: #{입금기한}',
    variables: ['회원명', '주문번호', '상품명', '은행', '계좌번호', '예금주', '금액', '입금자명', '입금기한'],
  },
  ORDER_RECEIVED_VIRTUAL_ACCOUNT: {
    category: 'ORDER',
    title: '주문 접수(가상계좌)',
    body:
      '#{회원명}님, 주문이 접수되었습니다.\n\n' +
      '주문번호: #{주문번호}\n상품: #{상품명}\n\n' +
      '발급된 가상계좌로 입금해 주세요.\n' +
      '은행: #{은행}\n계좌: #{계좌번호}\n금액: #{금액}원\n입금기한: #{입금기한}',
    variables: ['회원명', '주문번호', '상품명', '은행', '계좌번호', '금액', '입금기한'],
  },
  DEPOSIT_REMINDER: {
    category: 'ORDER',
    title: '입금 기한 안내',
    body:
      '#{회원명}님, 주문번호 #{주문번호}의 입금 기한이 다가옵니다.\n\n' +
      '은행: #{은행}\n계좌: #{계좌번호}\n금액: #{금액}원\n입금기한: #{입금기한}\n\n' +
      '기한이 지나면 주문이 자동으로 취소됩니다.',
    variables: ['회원명', '주문번호', '은행', '계좌번호', '금액', '입금기한'],
  },
  PAYMENT_CONFIRMED: {
    category: 'ORDER',
    title: '결제 완료',
    body: '#{회원명}님, 주문번호 #{주문번호}의 결제(#{결제수단}, #{금액}원)가 확인되었습니다.\n곧 서비스를 시작합니다.',
    variables: ['회원명', '주문번호', '결제수단', '금액'],
  },
  SERVICE_STARTED: {
    category: 'SERVICE',
    title: '서비스 시작',
    body: '#{회원명}님, #{상품명} 서비스를 시작했습니다.\n대상: #{대상}\n진행 상황은 마이페이지에서 볼 수 있습니다.',
    variables: ['회원명', '상품명', '대상'],
  },
  SERVICE_COMPLETED: {
    category: 'SERVICE',
    title: '서비스 완료',
    body: '#{회원명}님, #{상품명} 서비스가 완료되었습니다.\n대상: #{대상}\n수량: #{수량}',
    variables: ['회원명', '상품명', '대상', '수량'],
  },
  SERVICE_PARTIALLY_COMPLETED: {
    category: 'SERVICE',
    title: '서비스 부분 완료',
    body:
      '#{회원명}님, #{상품명} 서비스가 일부만 진행되었습니다.\n대상: #{대상}\n' +
      '주문 수량: #{주문수량}\n진행 수량: #{진행수량}\n진행되지 않은 몫은 #{환불안내}',
    variables: ['회원명', '상품명', '대상', '주문수량', '진행수량', '환불안내'],
  },
  DAILY_SERVICE_FINISHED: {
    category: 'SERVICE',
    title: '일일 서비스 종료',
    body: '#{회원명}님, #{상품명} 일일 서비스(#{시작일}~#{종료일})가 끝났습니다.\n대상: #{대상}',
    variables: ['회원명', '상품명', '시작일', '종료일', '대상'],
  },
  REFILL_ACCEPTED: {
    category: 'SERVICE',
    title: '리필 접수',
    body: '#{회원명}님, #{상품명} 리필 신청이 접수되었습니다.\n대상: #{대상}\n진행되면 다시 알려 드립니다.',
    variables: ['회원명', '상품명', '대상'],
  },
  REFILL_DONE: {
    category: 'SERVICE',
    title: '리필 완료',
    body: '#{회원명}님, #{상품명} 리필이 완료되었습니다.\n대상: #{대상}',
    variables: ['회원명', '상품명', '대상'],
  },
  PURCHASE_REFUNDED: {
    category: 'ORDER',
    title: '환불 완료',
    body: '#{회원명}님, 주문번호 #{주문번호}의 #{금액}원이 #{환불수단}(으)로 환불되었습니다.',
    variables: ['회원명', '주문번호', '금액', '환불수단'],
  },
  INQUIRY_ANSWERED: {
    category: 'INQUIRY',
    title: '문의 답변',
    body: '#{회원명}님, 남겨 주신 문의 "#{문의제목}"에 답변이 등록되었습니다.\n마이페이지 > 1:1 문의에서 확인해 주세요.',
    variables: ['회원명', '문의제목'],
  },
  /** 광고성 안내. 알림톡은 정보성만 허용되므로 문자로만 간다 */
  MARKETING_NOTICE: {
    category: 'MARKETING',
    title: '혜택 안내',
    body: '#{제목}\n\n#{내용}',
    variables: ['제목', '내용'],
  },
} as const satisfies Record<string, TemplateDefinition>;

export type TemplateCode = keyof typeof TEMPLATES;
export type TemplateVariables<C extends TemplateCode> = Record<(typeof TEMPLATES)[C]['variables'][number], string>;

export const TEMPLATE_CODES = Object.keys(TEMPLATES) as TemplateCode[];

export function isTemplateCode(code: string): code is TemplateCode {
  return Object.hasOwn(TEMPLATES, code);
}

/** #{변수} 를 값으로 바꾼다. 빠진 변수·모르는 변수는 만드는 쪽의 실수라 바로 던진다(잘못된 문구가 나가지 않게) */
export function renderTemplate(code: TemplateCode, variables: Record<string, string>): string {
  const def: TemplateDefinition = TEMPLATES[code];
  for (const name of def.variables) {
    if (typeof variables[name] !== 'string' || variables[name] === '') throw new Error(`${code}: 변수 #{${name}} 이 없습니다`);
  }
  for (const name of Object.keys(variables)) {
    if (!def.variables.includes(name)) throw new Error(`${code}: 모르는 변수 #{${name}}`);
  }
  // 함수로 넘긴다: 값에 $& 같은 글자가 있어도 바꿈 패턴으로 읽지 않게
  return def.body.replace(/#\{([^}]+)\}/g, (_, name: string) => variables[name]!);
}

/** SOLAPI kakaoOptions.variables 모양: {"#{회원명}": "홍길동"} */
export function providerVariables(variables: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(variables).map(([k, v]) => [`#{${k}}`, v]));
}

/**
 * EUC-KR 기준 바이트 수. 이통사는 SMS 를 EUC-KR 90바이트로 센다: 한글·전각은 2, ASCII 는 1.
 * EUC-KR 에 없는 글자(이모지 등)도 2로 센다(이통사에서 깨지거나 LMS 로 가므로 넉넉히).
 */
export function eucKrBytes(text: string): number {
  let n = 0;
  for (const ch of text) n += ch.codePointAt(0)! <= 0x7f ? 1 : 2;
  return n;
}

export const SMS_MAX_BYTES = 90;

export type SmsMessage = { type: 'SMS' | 'LMS'; text: string; subject: string | null };

/**
 * 문자로 보낼 모양. 광고성이면 정보통신망법 제50조대로 맨 앞에 (광고)와 보내는 이, 끝에 무료 수신거부 방법을 둔다.
 * 90바이트를 넘으면 LMS(제목 포함), 아니면 SMS.
 */
export function smsMessageOf(code: TemplateCode, text: string, opts: { optOutText: string }): SmsMessage {
  const def: TemplateDefinition = TEMPLATES[code];
  const body = def.category === 'MARKETING' ? `(광고)${STORE}\n${text}\n${opts.optOutText}` : `[${STORE}] ${text}`;
  if (eucKrBytes(body) <= SMS_MAX_BYTES) return { type: 'SMS', text: body, subject: null };
  return { type: 'LMS', text: body, subject: def.category === 'MARKETING' ? `(광고)${def.title}` : `[${STORE}] ${def.title}` };
}

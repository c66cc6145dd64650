import type { ErrorDef } from './types';

// 로그인·세션, 회원 정보·내 정보 수정·탈퇴
const SESSION_EXPIRED = '로그인이 만료되었습니다. 다시 로그인해주세요.';
const TOO_MANY_EMAIL_MAILS = '인증 메일은 1분에 한 번만 보낼 수 있습니다. 잠시 후 다시 시도해주세요.';

export const MEMBER_ERRORS = {
  // ── 로그인·세션 ──
  TOKEN_EXPIRED: { status: 401, message: SESSION_EXPIRED },
  TOKEN_INVALID: { status: 401, message: SESSION_EXPIRED },
  SESSION_REVOKED: { status: 401, message: SESSION_EXPIRED },
  REFRESH_TOKEN_INVALID: { status: 401, message: SESSION_EXPIRED },
  REFRESH_TOKEN_REUSED: { status: 401, message: SESSION_EXPIRED },
  OPERATOR_SESSION_EXPIRED: { status: 401, message: '운영자 로그인이 만료되었습니다. 보안을 위해 다시 로그인해주세요.' },
  INVALID_CREDENTIALS: { status: 401, message: '이메일 또는 비밀번호가 올바르지 않습니다.' },
  TOO_MANY_LOGIN_ATTEMPTS: { status: 429, message: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.' },
  MEMBER_STOPPED: { status: 403, message: '이용이 정지된 계정입니다. 고객센터로 문의해주세요.' },

  // ── 회원·내 정보 ──
  MEMBER_NOT_FOUND: { status: 404, message: '회원 정보를 찾을 수 없습니다.' },
  EMAIL_ALREADY_REGISTERED: { status: 409, message: '이미 가입된 이메일입니다.' },
  SAME_EMAIL: { status: 409, message: '지금 쓰고 있는 이메일입니다.' },
  EMAIL_CHANGE_NOT_YOURS: { status: 403, message: '이 링크를 요청한 회원으로 로그인해주세요.' },
  TOO_MANY_EMAIL_CHANGE_MAILS: { status: 429, message: TOO_MANY_EMAIL_MAILS },
  EMAIL_CHANGE_MAILS_TODAY_USED: { status: 429, message: '오늘은 인증 메일을 더 보낼 수 없습니다. 내일 다시 시도해주세요.', code: 'TOO_MANY_EMAIL_CHANGE_MAILS' },
  TOO_MANY_RESET_REQUESTS: { status: 429, message: '비밀번호 재설정 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' },
  TOO_MANY_MAIL_REQUESTS: { status: 429, message: '이 주소로 보낸 메일 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' },
  LINK_EXPIRED: { status: 410, message: '링크가 만료되었거나 이미 사용되었습니다.' },
  MY_INFO_SESSION_REQUIRED: { status: 403, message: '본인 확인이 필요합니다. 비밀번호나 연결한 계정으로 다시 확인해주세요.' },
  NO_PASSWORD: { status: 409, message: '소셜 로그인으로 가입한 회원은 비밀번호가 없습니다. 가입한 소셜 계정으로 본인 확인을 해주세요.' },
  TOO_MANY_PASSWORD_ATTEMPTS: { status: 429, message: '비밀번호 확인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.' },
  PASSWORD_MISMATCH: { status: 401, message: '비밀번호가 일치하지 않습니다.' },
  SERVICES_IN_PROGRESS: { status: 409, message: '진행 중인 서비스가 있어 탈퇴할 수 없습니다. 서비스가 끝난 뒤 다시 시도해주세요.' },
  PAYMENT_PENDING: { status: 409, message: '결제 대기 중인 주문이 있어 탈퇴할 수 없습니다. 주문이 끝나거나 취소된 뒤 다시 시도해주세요.' },

  // ── 이메일 인증(가입) ──
  EMAIL_NOT_VERIFIED: { status: 403, message: '이메일 인증을 마친 뒤 이용할 수 있습니다. 가입한 이메일로 보낸 인증 링크를 열어주세요.' },
  EMAIL_ALREADY_VERIFIED: { status: 409, message: '이미 인증을 마친 이메일입니다.' },
  TOO_MANY_VERIFICATION_MAILS: { status: 429, message: TOO_MANY_EMAIL_MAILS },
  VERIFICATION_MAILS_TODAY_USED: { status: 429, message: '오늘은 인증 메일을 더 보낼 수 없습니다. 내일 다시 시도해주세요.', code: 'TOO_MANY_VERIFICATION_MAILS' },
} as const satisfies Record<string, ErrorDef>;

import type { ErrorDef } from './types';

// 소셜 로그인(카카오·네이버·구글·페이스북): 로그인·가입·연결·본인 확인. {provider} 는 제공자의 이름(SOCIAL_PROVIDER_LABELS)
const START_OVER = '처음부터 다시 시도해주세요.';

export const SOCIAL_ACCOUNT_ERRORS = {
  SOCIAL_PROVIDER_DISABLED: { status: 400, message: '지금은 {provider} 로그인을 쓸 수 없습니다. 다른 방법으로 로그인해주세요.' },
  SOCIAL_LOGIN_CANCELLED: { status: 400, message: '로그인을 취소했습니다. 다시 로그인하려면 버튼을 눌러주세요.' },
  SOCIAL_STATE_INVALID: { status: 400, message: `로그인 요청이 만료되었거나 올바르지 않습니다. ${START_OVER}` },
  SOCIAL_CODE_INVALID: { status: 400, message: `로그인 정보가 만료되었거나 이미 사용되었습니다. ${START_OVER}` },
  SOCIAL_PROVIDER_TIMEOUT: { status: 504, message: '{provider}의 응답이 늦어 로그인하지 못했습니다. 잠시 후 다시 시도해주세요.' },
  SOCIAL_PROVIDER_UNAVAILABLE: { status: 503, message: '{provider}에 연결하지 못했습니다. 잠시 후 다시 시도해주세요.' },
  SOCIAL_PROVIDER_INVALID_RESPONSE: { status: 502, message: '{provider}의 응답을 확인하지 못했습니다. 잠시 후 다시 시도해주세요.' },
  SOCIAL_EMAIL_REQUIRED: { status: 400, message: '{provider} 계정에 이메일이 없어 가입할 수 없습니다. {provider}에서 이메일 제공에 동의하거나 이메일로 가입해주세요.' },
  SOCIAL_EMAIL_REGISTERED: { status: 409, message: '이미 가입된 이메일입니다. 기존 방법으로 로그인하면 {provider} 계정이 연결됩니다.' },
  SOCIAL_TICKET_INVALID: { status: 400, message: `가입·연결 정보가 만료되었습니다. ${START_OVER}` },
  SOCIAL_TICKET_USED: { status: 409, message: `이미 사용한 가입·연결 정보입니다. ${START_OVER}` },
  SOCIAL_CELL_PHONE_REQUIRED: { status: 400, message: '휴대폰 번호를 입력해주세요.', code: 'VALIDATION_FAILED' },
  SOCIAL_ACCOUNT_IN_USE: { status: 409, message: '이미 다른 회원에게 연결된 {provider} 계정입니다.' },
  SOCIAL_PROVIDER_ALREADY_LINKED: { status: 409, message: '이미 연결한 {provider} 계정이 있습니다. 연결을 해제한 뒤 다시 시도해주세요.' },
  SOCIAL_LINK_EMAIL_MISMATCH: { status: 400, message: `연결하려는 {provider} 계정의 이메일이 로그인한 계정과 다릅니다. ${START_OVER}` },
  SOCIAL_ACCOUNT_NOT_LINKED: { status: 404, message: '연결된 {provider} 계정이 없습니다.' },
  SOCIAL_LAST_SIGN_IN_METHOD: { status: 409, message: '로그인할 방법이 하나만 남아 연결을 해제할 수 없습니다. 다른 계정을 먼저 연결해주세요.' },
  SOCIAL_REAUTH_MISMATCH: { status: 403, message: '이 회원에 연결된 {provider} 계정으로 확인해주세요.' },
} as const satisfies Record<string, ErrorDef>;

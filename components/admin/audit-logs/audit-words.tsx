import Link from 'next/link';
import { AUDIT_KIND_PREFIXES, type AuditLog } from '@/lib/schemas/audit-logs';

// 작업 기록의 코드("qnas.reply", "member #16")를 운영자가 읽는 말로. 모르는 코드는 묶음 이름과 코드를 그대로 보인다

/** 동작(점 뒤)의 말. 묶음마다 다르게 읽히는 것은 KIND_WORDS 가 먼저 */
const ACTION_WORDS: Record<string, string> = {
  create: '등록',
  update: '수정',
  delete: '삭제',
  reorder: '순서 변경',
  archive: '보관',
  issue: '발급',
  revoke: '회수',
  resolve: '닫기',
  import: '가져오기',
  resend: '다시 보내기',
  status: '상태 변경',
  role: '등급 변경',
  balance: '잔액 조회',
  sync: '서비스 동기화',
  mapping: '상품 연결',
  refund: '환불',
  run: '실행',
  transferred: '이체 완료',
  upload: '업로드',
  reply: '답변',
  'reply-edit': '답변 수정',
  grant: '지급',
  deduct: '차감',
  cancel: '취소',
  deposit: '입금 확인',
  complete: '완료 처리',
  retry: '다시 보내기',
  'panel-order': '패널 주문 번호 입력',
  hide: '숨기기',
  show: '다시 보이기',
  'photo-reward': '사진 후기 적립',
  'photos-delete': '사진 삭제',
};

const KIND_WORDS: Record<string, string> = {
  'operators.create': '운영자 추가',
  'operators.revoke': '운영자 해제',
  'operators.mfa-enrol': '2단계 인증 등록',
  'operators.mfa-recovery': '복구 코드로 2단계 인증',
  'operators.mfa-reset': '2단계 인증 초기화',
  'points.grant': '적립금 지급',
  'points.deduct': '적립금 차감',
  'refunds.transferred': '환불 이체 완료',
  'reconciliations.run': '결제 대사 실행',
  'instarter.import': '인스타터 주문 가져오기',
  'mails.resend': '메일 다시 보내기',
};

const groupOf = (kind: string) => AUDIT_KIND_PREFIXES[`${kind.split('.')[0]}.` as keyof typeof AUDIT_KIND_PREFIXES] as string | undefined;

/** "qnas.reply" → "1:1 문의 답변" */
export function kindWords(kind: string): string {
  if (KIND_WORDS[kind]) return KIND_WORDS[kind];
  const [, action = ''] = kind.split(/\.(.+)/);
  const group = groupOf(kind);
  const word = ACTION_WORDS[action];
  if (group && word) return `${group} ${word}`;
  return group ? `${group} (${kind})` : kind;
}

/** 대상 종류의 말과 그 화면(있으면). 카탈로그·콘텐츠는 URL 의 복수형이 종류다 */
const TARGETS: Record<string, { word: string; href?: (id: string) => string }> = {
  member: { word: '회원', href: (id) => `/admin/members/${id}` },
  qna: { word: '1:1 문의', href: (id) => `/admin/qnas/${id}` },
  purchase: { word: '구매', href: (id) => `/admin/purchases/${id}` },
  task: { word: '작업', href: (id) => `/admin/tasks/${id}` },
  coupon: { word: '쿠폰', href: (id) => `/admin/coupons/${id}` },
  member_coupon: { word: '회원 쿠폰' },
  panel: { word: '패널', href: (id) => `/admin/panels/${id}` },
  product: { word: '상품', href: (id) => `/admin/products/${id}` },
  review: { word: '후기', href: () => '/admin/reviews' },
  refund: { word: '환불', href: () => '/admin/refunds' },
  alert: { word: '경보', href: () => '/admin#alerts' },
  mail: { word: '메일', href: (id) => `/admin/mails/${id}` },
  'payment-attempt': { word: '결제 시도', href: () => '/admin/reconciliations' },
  image: { word: '이미지' },
};
const CONTENT_NOUNS = ['channels', 'product-types', 'products', 'notices', 'faqs', 'articles', 'banners', 'popups'];

function targetOf(type: string): { word: string; href?: (id: string) => string } {
  if (TARGETS[type]) return TARGETS[type];
  if (CONTENT_NOUNS.includes(type)) return { word: groupOf(`${type}.x`) ?? type, href: (id) => `/admin/${type}/${id}` };
  return { word: type };
}

/** 대상: "회원 김데모"(그 회원 화면으로), "1:1 문의 4번" … 번호만 있는 것도 말로 */
export function TargetWords({ log }: { log: Pick<AuditLog, 'targetType' | 'targetId' | 'targetName'> }) {
  const target = targetOf(log.targetType);
  if (!log.targetId) return <>{target.word}</>;
  const text = `${target.word} ${log.targetName ?? `${log.targetId}번`}`;
  return target.href ? <Link href={target.href(log.targetId)}>{text}</Link> : <>{text}</>;
}

/** 운영자: 이름(없으면 이메일), 그 회원 화면으로 */
export function ActorWords({ log }: { log: Pick<AuditLog, 'actorMemberId' | 'actorEmail' | 'actorName'> }) {
  if (!log.actorMemberId) return <>시스템</>;
  return <Link href={`/admin/members/${log.actorMemberId}`}>{log.actorName?.trim() || log.actorEmail || `운영자 ${log.actorMemberId}번`}</Link>;
}

/**
 * 전체 화면 모달의 상태(docs/product.md, Modals). 주소에는 ?modal={kind} 만 붙고, 미리 고른 서비스·분류는 여기 메모리에 둔다.
 * 열기는 새로고침 없이 history.pushState, 닫기는 닫기 버튼 또는 브라우저 뒤로 가기.
 * zod 를 읽지 않는다: 모든 화면의 첫 번들에 들어가므로 가볍게 둔다.
 */
import type { InquiryCategory } from './schemas/qna-rules';

export const MODAL_KINDS = ['inquiryWrite', 'reviewWrite'] as const;
export type ModalKind = (typeof MODAL_KINDS)[number];

export type ModalState = {
  kind: ModalKind;
  /** 미리 고른 서비스 id (없으면 null) */
  serviceId: number | null;
  /** 문의 모달의 미리 고른 분류 */
  category: InquiryCategory | null;
};

type Listener = () => void;
const listeners = new Set<Listener>();
let state: ModalState | null = null;

function emit() {
  for (const l of listeners) l();
}

function isModalKind(v: string | null): v is ModalKind {
  return v !== null && (MODAL_KINDS as readonly string[]).includes(v);
}

export function subscribeModal(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getModalState(): ModalState | null {
  return state;
}

/** 주소의 ?modal= 과 메모리 상태를 맞춘다(처음 열 때, 뒤로·앞으로 가기 때) */
export function syncModalFromLocation(search: string = typeof window === 'undefined' ? '' : window.location.search): void {
  const kind = new URLSearchParams(search).get('modal');
  const next = isModalKind(kind) ? (state?.kind === kind ? state : { kind, serviceId: null, category: null }) : null;
  if (next !== state) {
    state = next;
    emit();
  }
}

export function openModal(kind: ModalKind, options: { serviceId?: number | null; category?: InquiryCategory | null } = {}): void {
  state = { kind, serviceId: options.serviceId ?? null, category: options.category ?? null };
  const url = new URL(window.location.href);
  url.searchParams.set('modal', kind);
  window.history.pushState({ ...(window.history.state as object | null), modal: kind }, '', url);
  emit();
}

/**
 * 닫기: 이 화면에서 연 모달이면 뒤로 가기(주소도 되돌아간다), 주소로 바로 들어온 모달이면 modal 만 지운다
 * (/review?page=2&modal=reviewWrite 를 닫으면 /review?page=2: 화면에 남은 쪽과 주소가 같게)
 */
export function closeModal(): void {
  const pushed = (window.history.state as { modal?: string } | null)?.modal;
  state = null;
  emit();
  if (pushed) {
    window.history.back();
  } else {
    const url = new URL(window.location.href);
    url.searchParams.delete('modal');
    window.history.replaceState(window.history.state, '', url);
  }
}

'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, PointerEvent } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'prefetch' | 'href'> & { href: string };

/**
 * 회원이 손을 뻗을 때(손가락이 닿거나 포인터가 올라가거나 초점이 오면) 미리 불러오는 링크.
 * next/link 는 화면에 보이는 링크를 모두 미리 불러온다: 메인처럼 링크가 서른 개 넘는 화면은 열 때마다 그 페이지들의
 * 데이터(자기 자신인 '/' 까지)를 받아 푸느라 느린 휴대폰의 주 스레드와 회원의 데이터를 썼다.
 * 상품·글 목록, 메인 배너와 팝업, 탭 바·헤더가 이것을 쓴다(Lighthouse 메인의 총 차단 시간 평균 315 → 190ms 안팎, docs/decisions.md).
 * 손가락이 닿는 순간(pointerenter)부터 누름이 끝나기까지의 틈에 받기 시작하므로 이동은 여전히 빠르다
 */
export function IntentLink({ href, onPointerEnter, onFocus, ...props }: Props) {
  const router = useRouter();
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(e: PointerEvent<HTMLAnchorElement>) => {
        router.prefetch(href);
        onPointerEnter?.(e);
      }}
      onFocus={(e: FocusEvent<HTMLAnchorElement>) => {
        router.prefetch(href);
        onFocus?.(e);
      }}
    />
  );
}

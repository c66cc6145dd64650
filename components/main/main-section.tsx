import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { IntentLink } from '@/components/ui/intent-link';
import styles from './main.module.css';

// 메인의 정적인 덩어리는 서버 컴포넌트다: 브라우저가 다시 그리지(하이드레이션) 않아 느린 휴대폰의 첫 JS 작업이 준다.
// 그래서 Emotion 대신 런타임 없는 CSS 모듈로 그리고, 값은 테마의 CSS 변수(styles/theme-variables.ts)에서 가져온다.
// 공지·FAQ·아티클 목록은 라우트 캐시에 있는 화면이라 next/link 가 보이자마자 그 화면의 JS 까지 미리 받는다:
// 메인을 여는 회원 모두가 쓰지 않을 수 있는 것이므로 손을 뻗을 때 받는다(IntentLink)

/** 메인 화면의 한 덩어리: 제목과 '전체 보기' 링크 */
export function MainSection({ title, moreHref, children }: { title: string; moreHref?: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        {moreHref && (
          <IntentLink className={styles.more} href={moreHref}>
            {/* 링크 글자 자체가 무엇의 전체인지 말하게: aria-label 만으로는 글자를 읽는 도구(Lighthouse link-text 등)가 모른다 */}
            <span className="visually-hidden">{title} </span>전체 보기
            <Icon name="chevron-right" size={16} decorative />
          </IntentLink>
        )}
      </div>
      {children}
    </section>
  );
}

/** 고객센터 바로가기: 공지사항, 자주 묻는 질문, 아티클 */
export function ContentLinks() {
  return (
    <nav className={styles.links} aria-label="고객센터">
      <IntentLink href="/notices">공지사항</IntentLink>
      <IntentLink href="/faq">자주 묻는 질문</IntentLink>
      <IntentLink href="/articles">아티클</IntentLink>
    </nav>
  );
}

import type { HTMLAttributes } from 'react';
import styles from './empty-text.module.css';

/** 목록이 비었을 때의 안내 문구. 서버 컴포넌트와 클라이언트 화면이 함께 쓰도록 런타임 없는 CSS 모듈로 그린다 */
export function EmptyText({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p {...props} className={className ? `${styles.empty} ${className}` : styles.empty} />;
}

import styles from './contents.module.css';

/**
 * 운영자가 쓴 본문을 글자 그대로 보인다: HTML 로 해석하지 않으니 스크립트가 끼어들 틈이 없다.
 * 빈 줄은 문단, 한 줄 바꿈은 줄바꿈으로. CSS 모듈이라 서버 컴포넌트(메인 팝업)와 브라우저 화면이 함께 쓴다.
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text.split(/\n{2,}/).filter((p) => p.trim() !== '');
  return (
    <div className={className ? `${styles.plainText} ${className}` : styles.plainText}>
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

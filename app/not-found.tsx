import Link from 'next/link';
import { SectionHeading } from '@/components/layout/section-heading';

export default function NotFound() {
  return (
    <>
      <SectionHeading as="h1">페이지를 찾을 수 없습니다</SectionHeading>
      <p>주소가 바뀌었거나 없어진 페이지입니다.</p>
      <p style={{ marginTop: 16 }}>
        <Link href="/">첫 화면으로 가기</Link>
      </p>
    </>
  );
}

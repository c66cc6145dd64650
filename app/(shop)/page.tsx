import { SectionHeading } from '@/components/layout/section-heading';

export default function HomePage() {
  return (
    <>
      <SectionHeading as="h1">SNS 성장 서비스</SectionHeading>
      <p>인스타그램, 유튜브, 틱톡 채널을 골라 팔로워·좋아요·조회수를 주문하세요.</p>
    </>
  );
}

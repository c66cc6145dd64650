import type { Metadata } from 'next';
import { MemberInfoView } from '@/components/my-page/member-info/member-info-view';

export const metadata: Metadata = { title: '회원 정보', robots: { index: false } };

export default function MemberInfoPage() {
  return <MemberInfoView />;
}

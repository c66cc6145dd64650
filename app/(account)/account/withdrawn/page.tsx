import type { Metadata } from 'next';
import { WithdrawnView } from '@/components/account/withdrawn-view';

export const metadata: Metadata = { title: '회원 탈퇴 완료', robots: { index: false } };

export default function WithdrawnPage() {
  return <WithdrawnView />;
}

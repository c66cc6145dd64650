import type { Metadata } from 'next';
import { MyPageHome } from '@/components/my-page/my-page-home';

export const metadata: Metadata = { title: '마이페이지', robots: { index: false } };

export default function MyPage() {
  return <MyPageHome />;
}

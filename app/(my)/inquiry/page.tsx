import type { Metadata } from 'next';
import { InquiryList } from '@/components/qnas/inquiry-list';

export const metadata: Metadata = { title: '1:1 문의 내역', robots: { index: false } };

export default function InquiryPage() {
  return <InquiryList />;
}

import type { Metadata } from 'next';
import { PopupList } from '@/components/admin/popups/popup-list';

export const metadata: Metadata = { title: '팝업' };

export default function AdminPopupListPage() {
  return <PopupList />;
}

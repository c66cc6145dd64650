import { redirect } from 'next/navigation';

/** 메일함은 발송함(알림과 메일을 한 목록에)으로 합쳤다: 예전 주소·북마크는 메일만 거른 발송함으로 */
export default function AdminMailsPage() {
  redirect('/admin/notifications?channel=MAIL');
}

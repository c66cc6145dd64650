'use client';

import { adminNotices } from '@/lib/api/admin-contents';
import { Badge } from '../admin-list-parts';
import { ContentList } from '../contents/content-list';
import { formatSeoul } from '../seoul-time';

export function NoticeList() {
  return (
    <ContentList
      title="공지사항"
      path="/admin/notices"
      newLabel="공지 등록"
      resource={adminNotices}
      titleOf={(n) => n.title}
      meta={(n) => (
        <>
          {n.isPinned && <Badge>상단 고정</Badge>}
          <span>{formatSeoul(n.createdAt)}</span>
        </>
      )}
    />
  );
}

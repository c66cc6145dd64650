'use client';

import { adminPopups } from '@/lib/api/admin-contents';
import { windowText } from '../banners/banner-list';
import { ContentList } from '../contents/content-list';

export function PopupList() {
  return (
    <ContentList
      title="팝업"
      path="/admin/popups"
      newLabel="팝업 등록"
      resource={adminPopups}
      titleOf={(p) => p.title}
      meta={(p) => <span>{windowText(p)}</span>}
      reorder={{}}
    />
  );
}

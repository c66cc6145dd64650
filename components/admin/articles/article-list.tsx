'use client';

import { adminArticles } from '@/lib/api/admin-contents';
import { ContentList } from '../contents/content-list';
import { formatSeoul } from '../seoul-time';

export function ArticleList() {
  return (
    <ContentList
      title="아티클"
      path="/admin/articles"
      newLabel="아티클 등록"
      resource={adminArticles}
      titleOf={(a) => a.title}
      meta={(a) => <span>공개 {formatSeoul(a.publishedAt)}</span>}
    />
  );
}

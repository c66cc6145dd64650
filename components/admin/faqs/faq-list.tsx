'use client';

import { adminFaqs } from '@/lib/api/admin-contents';
import { FAQ_CATEGORY_LABELS, type Faq } from '@/lib/schemas/contents';
import { Badge } from '../admin-list-parts';
import { ContentList } from '../contents/content-list';

// 목록은 분류 순서대로 묶여 나오므로 순서는 같은 분류 안에서만 바꾼다
const sameCategory = (a: Faq, b: Faq) => a.category === b.category;

export function FaqList() {
  return (
    <ContentList
      title="FAQ"
      path="/admin/faqs"
      newLabel="FAQ 등록"
      resource={adminFaqs}
      titleOf={(f) => f.question}
      meta={(f) => <Badge>{FAQ_CATEGORY_LABELS[f.category]}</Badge>}
      reorder={{ sameGroup: sameCategory }}
    />
  );
}

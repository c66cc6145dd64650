'use client';

import type { ReactNode } from 'react';
import { adminContentQuery, type AdminResource } from '@/lib/api/admin-contents';
import { EditorHead } from '../admin-list-parts';
import { EditorLoader } from '../editor-loader';

type Props<T> = { id: number | null; title: string; listHref: string; resource: AdminResource<T, unknown, never>; children: (item?: T) => ReactNode };

/** 새로 만들기는 빈 폼, 수정은 항목을 불러온 뒤 그 값으로 채운 폼 */
export function ContentEditor<T>({ id, title, listHref, resource, children }: Props<T>) {
  return (
    <>
      <EditorHead title={`${title} ${id == null ? '등록' : '수정'}`} backHref={listHref} />
      {id == null ? children() : <EditorLoader query={adminContentQuery(resource, id)}>{(item) => children(item)}</EditorLoader>}
    </>
  );
}

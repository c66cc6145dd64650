'use client';

import { adminChannelQuery } from '@/lib/api/admin-catalogue';
import { EditorHead } from '../admin-list-parts';
import { EditorLoader } from '../editor-loader';
import { ChannelForm } from './channel-form';

export function ChannelEditor({ id }: { id: number | null }) {
  return (
    <>
      <EditorHead title={id == null ? '채널 등록' : '채널 수정'} backHref="/admin/channels" />
      {id == null ? <ChannelForm /> : <EditorLoader query={adminChannelQuery(id)}>{(channel) => <ChannelForm channel={channel} />}</EditorLoader>}
    </>
  );
}

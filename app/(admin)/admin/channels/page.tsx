import type { Metadata } from 'next';
import { ChannelList } from '@/components/admin/channels/channel-list';

export const metadata: Metadata = { title: '채널' };

export default function AdminChannelListPage() {
  return <ChannelList />;
}

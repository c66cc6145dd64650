'use client';

import styled from '@emotion/styled';
import { Picture } from '@/components/ui/picture';
import Link from 'next/link';
import { iconOrFallback } from '@/components/catalogue/fallback-icon';
import type { MainChannel } from '@/lib/schemas/mains';

/** 채널 바로가기: 아이콘과 이름 */
export function ChannelShortcuts({ channels }: { channels: MainChannel[] }) {
  if (channels.length === 0) return null;
  return (
    <Grid aria-label="채널 바로가기">
      {channels.map((c) => (
        <Shortcut key={c.id} href={`/channels/${c.id}`}>
          <Picture src={iconOrFallback(c.iconUrl)} alt="" width={48} height={48} />
          <span>{c.name}</span>
        </Shortcut>
      ))}
    </Grid>
  );
}

const Grid = styled.nav({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 8, marginBottom: 32 });

const Shortcut = styled(Link)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 6,
  padding: '8px 0',
  fontSize: theme.typography.size.sm,
  fontWeight: theme.typography.weight.semibold,
  textAlign: 'center',
}));

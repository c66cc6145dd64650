'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { QueryProvider } from '@/components/query-provider';
import { Picture } from '@/components/ui/picture';
import { instagramAccountQuery, instagramFeedsQuery, instagramImageSrc } from '@/lib/api/instagram';
import { UNKNOWN_ERROR } from '@/lib/schemas/common';
import type { InstagramAccount, InstagramFeed } from '@/lib/schemas/instagram';
import { Notice } from './instagram-post-picker';
import { formatCount } from '@/lib/format';

const FALLBACK_ERROR = '게시물을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.';
const messageOf = (error: unknown) => (error instanceof Error && error.message && error.message !== UNKNOWN_ERROR.message ? error.message : FALLBACK_ERROR);

type Props = { username: string; selectedUrl: string | null; onSelect: (url: string) => void };

/** 게시물 고르기의 아래쪽: 계정과 최근 게시물. InstagramPostPicker 가 아이디를 받은 뒤에야 이 파일을 불러온다 */
export function InstagramPostResults(props: Props) {
  return (
    <QueryProvider>
      <Results {...props} />
    </QueryProvider>
  );
}

function Results({ username, selectedUrl, onSelect }: Props) {
  const account = useQuery(instagramAccountQuery(username));
  const canList = account.isSuccess && !account.data.isPrivate;
  const feeds = useQuery(instagramFeedsQuery(username, canList));

  return (
    <>
      {account.isPending && <Notice role="status">계정을 확인하는 중입니다.</Notice>}
      {account.isError && <ErrorNotice role="alert">{messageOf(account.error)}</ErrorNotice>}
      {account.isSuccess && <AccountCard account={account.data} />}
      {account.isSuccess && account.data.isPrivate && (
        <Notice role="status">비공개 계정입니다. 게시물을 불러오려면 계정을 공개로 바꿔주세요.</Notice>
      )}
      {canList && feeds.isPending && <Notice role="status">게시물을 불러오는 중입니다.</Notice>}
      {canList && feeds.isError && <ErrorNotice role="alert">{messageOf(feeds.error)}</ErrorNotice>}
      {canList && feeds.isSuccess && feeds.data.items.length === 0 && <Notice role="status">아직 올라온 게시물이 없습니다.</Notice>}
      {canList && feeds.isSuccess && feeds.data.items.length > 0 && (
        <Grid aria-label="최근 게시물">
          {feeds.data.items.map((feed, i) => (
            <li key={feed.shortcode}>
              <FeedButton feed={feed} index={i} selected={feed.url === selectedUrl} onSelect={onSelect} />
            </li>
          ))}
        </Grid>
      )}
    </>
  );
}

function AccountCard({ account }: { account: InstagramAccount }) {
  return (
    <Card aria-label="인스타그램 계정">
      <Avatar>{account.profileImageUrl && <Picture src={instagramImageSrc(account.profileImageUrl)} alt="" fill />}</Avatar>
      <div>
        <strong>{account.fullName ?? account.username}</strong>
        <Muted>@{account.username}</Muted>
        {account.followerCount != null && <Muted>팔로워 {formatCount(account.followerCount)}</Muted>}
      </div>
    </Card>
  );
}

function FeedButton({ feed, index, selected, onSelect }: { feed: InstagramFeed; index: number; selected: boolean; onSelect: (url: string) => void }) {
  const caption = feed.caption?.trim();
  return (
    <Tile type="button" aria-pressed={selected} data-selected={selected} title={caption} onClick={() => onSelect(feed.url)}>
      <Picture src={instagramImageSrc(feed.imageUrl)} alt={caption ? `게시물: ${caption}` : `게시물 ${index + 1}`} fill />
      {feed.isVideo && <Badge>동영상</Badge>}
      {selected && <Check>선택됨</Check>}
    </Tile>
  );
}

const ErrorNotice = styled.p(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.danger }));

const Card = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: 12,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  '& > div': { display: 'flex', flexDirection: 'column' },
}));

const Avatar = styled.div(({ theme }) => ({
  position: 'relative',
  width: 48,
  height: 48,
  flexShrink: 0,
  borderRadius: '50%',
  overflow: 'hidden',
  background: theme.palette.gray[200],
}));

const Muted = styled.span(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.textMuted }));

const Grid = styled.ul({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 4, listStyle: 'none', padding: 0, margin: 0 });

const Tile = styled.button(({ theme }) => ({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  padding: 0,
  overflow: 'hidden',
  border: 'none',
  borderRadius: theme.radius.sm,
  background: theme.palette.gray[100],
  cursor: 'pointer',
  '&[data-selected="true"]': { outline: `3px solid ${theme.color.primary}`, outlineOffset: -3 },
}));

const Badge = styled.span(({ theme }) => ({
  position: 'absolute',
  top: 4,
  right: 4,
  padding: '2px 6px',
  borderRadius: theme.radius.sm,
  background: 'rgba(0, 0, 0, 0.55)',
  color: theme.palette.white,
  fontSize: theme.typography.size.xs,
}));

const Check = styled(Badge)(({ theme }) => ({ top: 'auto', right: 'auto', bottom: 4, left: 4, background: theme.color.primary }));

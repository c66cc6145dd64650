'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryProvider } from '@/components/query-provider';
import { Button } from '@/components/ui/button';
import { Picture } from '@/components/ui/picture';
import { TextField } from '@/components/ui/text-field';
import { instagramAccountQuery, instagramFeedsQuery, instagramImageSrc } from '@/lib/api/instagram';
import { UNKNOWN_ERROR } from '@/lib/schemas/common';
import type { InstagramAccount, InstagramFeed } from '@/lib/schemas/instagram';
import { normalizeTarget } from '@/lib/schemas/targets';

const count = new Intl.NumberFormat('ko-KR');
const FALLBACK_ERROR = '게시물을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.';
const messageOf = (error: unknown) => (error instanceof Error && error.message && error.message !== UNKNOWN_ERROR.message ? error.message : FALLBACK_ERROR);

type Props = {
  /** 지금 주문 대상에 들어 있는 게시물 주소(정규화된 것). 같은 게시물이 선택된 것으로 보인다 */
  selectedUrl: string | null;
  onSelect: (url: string) => void;
};

/**
 * 게시물 주소 상품의 주문 폼 아래: 아이디로 최근 게시물을 불러와 고르면 주문 대상 칸이 채워진다.
 * 상품 화면의 첫 JS 를 늘리지 않게 order-form 이 React.lazy 로 이 상품에서만 싣는다. react-query 도 이 파일과 함께 실린다:
 * 상품 화면은 이 고르기 말고는 쓰지 않는다.
 */
export function InstagramPostPicker(props: Props) {
  return (
    <QueryProvider>
      <PostPicker {...props} />
    </QueryProvider>
  );
}

function PostPicker({ selectedUrl, onSelect }: Props) {
  const [input, setInput] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [username, setUsername] = useState<string | null>(null);
  const account = useQuery(instagramAccountQuery(username));
  const canList = account.isSuccess && !account.data.isPrivate;
  const feeds = useQuery(instagramFeedsQuery(username, canList));

  const load = () => {
    const result = normalizeTarget('INSTAGRAM_USERNAME', input);
    if (!result.ok) return setInputError(result.message);
    setInputError(null);
    setUsername(result.targetKey);
  };

  return (
    <Section aria-label="게시물 선택">
      {/* 주문 폼 안이라 form 을 겹치지 않는다: Enter 는 여기서 받는다 */}
      <Lookup>
        <TextField
          label="게시물을 고를 인스타그램 아이디"
          placeholder="@아이디"
          value={input}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
            e.preventDefault();
            load();
          }}
          error={inputError ?? undefined}
        />
        <Button type="button" variant="secondary" onClick={load}>
          게시물 불러오기
        </Button>
      </Lookup>

      {username && account.isPending && <Notice role="status">계정을 확인하는 중입니다.</Notice>}
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
    </Section>
  );
}

function AccountCard({ account }: { account: InstagramAccount }) {
  return (
    <Card aria-label="인스타그램 계정">
      <Avatar>{account.profileImageUrl && <Picture src={instagramImageSrc(account.profileImageUrl)} alt="" fill />}</Avatar>
      <div>
        <strong>{account.fullName ?? account.username}</strong>
        <Muted>@{account.username}</Muted>
        {account.followerCount != null && <Muted>팔로워 {count.format(account.followerCount)}</Muted>}
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

const Section = styled.section({ display: 'flex', flexDirection: 'column', gap: 12 });

// 1fr 의 최솟값이 입력 칸의 기본 폭이면 360px 에서 줄이 453px 로 넘친다: 칸이 남는 폭만큼만 줄어들게 0 부터
const Lookup = styled.div({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 8, alignItems: 'end', button: { whiteSpace: 'nowrap' } });

const Notice = styled.p(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.textMuted }));

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

'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { searchQuery } from '@/lib/api/search';
import { SEARCH_LIMITS } from '@/lib/schemas/search-rules';
import { addRecentSearch } from './recent-searches';
import { SearchIdle } from './search-idle';
import { SearchResults } from './search-results';

/** 치는 동안 글자마다 묻지 않게 잠깐 기다린다 */
const DEBOUNCE_MS = 200;

/**
 * 검색 화면. 결과는 팝업 목록이 아니라 화면 본문에 펼쳐지므로 콤보박스가 아닌 role=search 의 검색칸을 쓴다:
 * 화살표로 고르는 목록이 없고, 결과는 평범한 링크라 탭으로 차례로 간다. 결과 수는 상태 영역이 읽어 준다.
 * 검색어는 주소(?q=)에 남긴다: 결과를 열었다 뒤로 오면 같은 결과로 돌아온다.
 */
export function SearchView() {
  const pathname = usePathname() ?? '/search';
  const params = useSearchParams();
  const urlQuery = (params.get('q') ?? '').trim();
  const [text, setText] = useState(urlQuery);
  const [term, setTerm] = useState(urlQuery);
  // 주소가 밖에서 바뀌면(뒤로 가기, 탭 바의 '검색') 검색칸도 따른다. 이 화면이 적은 주소는 건너뛴다:
  // 적은 뒤에 더 친 글자를 주소가 늦게 따라와 덮어쓰지 않게
  const [seenQuery, setSeenQuery] = useState(urlQuery);
  const [written, setWritten] = useState<string | null>(null);
  if (urlQuery !== seenQuery) {
    setSeenQuery(urlQuery);
    if (urlQuery !== written) {
      setTerm(urlQuery);
      setText(urlQuery);
    }
  }

  // 주소만 바꾼다(history.replaceState 는 Next 라우터와 이어진다): 글자마다 서버에 화면을 다시 묻지 않는다
  const writeQuery = (value: string) => {
    setWritten(value);
    window.history.replaceState(null, '', value ? `${pathname}?q=${encodeURIComponent(value)}` : pathname);
  };
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const settle = useEffectEvent((next: string) => {
    setTerm(next);
    writeQuery(next);
  });
  useEffect(() => {
    const next = text.trim();
    if (next === term) return;
    const timer = setTimeout(() => settle(next), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, term]);

  const query = useQuery(searchQuery(term));
  // 새 결과가 올 때까지 앞 검색어의 결과를 그대로 둔다(깜빡이지 않게). 건수와 '없음'은 지금 검색어의 결과로만
  const result = term ? (query.data ?? null) : null;
  const settled = result !== null && result.query === term;
  const count = result ? result.products.length + result.productTypes.length + result.channels.length : 0;

  const pick = (value: string) => {
    setText(value);
    setTerm(value);
    addRecentSearch(value);
    writeQuery(value);
  };

  return (
    <>
      <Box
        role="search"
        aria-label="상품 검색"
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim()) pick(text.trim());
          inputRef.current?.blur(); // 휴대폰 자판을 내려 결과를 보이게
        }}
      >
        <Label htmlFor={inputId}>검색어</Label>
        <Input
          ref={inputRef}
          id={inputId}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="상품, 서비스 이름이나 초성(ㅍㄹㅇ)"
          maxLength={SEARCH_LIMITS.queryMax}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Box>
      <Status role="status">{statusText(term, query.isError, settled ? count : null)}</Status>
      {!term && <SearchIdle onPick={pick} />}
      {result && count > 0 && <SearchResults result={result} onOpen={() => addRecentSearch(term)} />}
      {settled && count === 0 && (
        <Empty>
          <strong>{`'${term}'에 맞는 상품이 없습니다.`}</strong>
          <span>띄어쓰기 없이, 또는 초성(예: ㅍㄹㅇ)이나 다른 낱말로 찾아보세요.</span>
        </Empty>
      )}
    </>
  );
}

function statusText(term: string, failed: boolean, count: number | null): string {
  if (!term) return '';
  if (failed) return '검색하지 못했습니다. 잠시 후 다시 시도해주세요.';
  if (count === null) return '찾는 중…';
  // 0건도 알린다: 아래 '없습니다' 안내는 알림 영역 밖이라, 화면 읽기 사용자는 '찾는 중…' 뒤에 아무것도 듣지 못했다
  return `검색 결과 ${count}건`;
}

const Box = styled.form({ display: 'flex', flexDirection: 'column', gap: 8 });

const Label = styled.label(({ theme }) => ({ fontSize: theme.typography.size.sm, fontWeight: theme.typography.weight.semibold }));

const Input = styled.input(({ theme }) => ({
  height: theme.layout.inputHeight,
  padding: '0 14px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  fontSize: theme.typography.size.md,
  '&:focus': { borderColor: theme.color.primary },
}));

const Status = styled.p(({ theme }) => ({ marginTop: 8, fontSize: theme.typography.size.sm, color: theme.color.textMuted, minHeight: '1.5em' }));

const Empty = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  padding: '40px 0',
  textAlign: 'center',
  fontSize: theme.typography.size.sm,
  color: theme.color.textMuted,
  '& strong': { fontSize: theme.typography.size.md, color: theme.color.text },
}));

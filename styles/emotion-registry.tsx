'use client';

import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useServerInsertedHTML } from 'next/navigation';
import { useState, type ReactNode } from 'react';

/**
 * App Router 에서 Emotion 스타일을 SSR HTML 에 넣는다.
 * 렌더 중 새로 삽입된 규칙 이름을 모아 두었다가 스트림 조각마다 <style> 로 내보낸다
 * (Emotion 은 서버 컴포넌트를 지원하지 않아 이 방식이 공식 예제와 같다).
 */
export function EmotionRegistry({ children }: { children: ReactNode }) {
  const [{ cache, flush }] = useState(() => {
    // 벤더 접두사(stylis 의 prefixer)는 끈다: 대상 브라우저(package.json 의 browserslist, Safari 16.4 이상)는 쓰는 속성을
    // 모두 접두사 없이 안다. 켜 두면 상품 화면 HTML 에 들어가는 CSS 12.9 KB 중 4 KB 가 -webkit-·-ms- 사본이었다
    const cache = createCache({ key: 'gm', stylisPlugins: [] });
    cache.compat = true;
    const insert = cache.insert;
    let inserted: { name: string; isGlobal: boolean }[] = [];
    cache.insert = (...args) => {
      const [selector, serialized] = args;
      if (cache.inserted[serialized.name] === undefined) {
        inserted.push({ name: serialized.name, isGlobal: !selector });
      }
      return insert(...args);
    };
    const flush = () => {
      const prev = inserted;
      inserted = [];
      return prev;
    };
    return { cache, flush };
  });

  useServerInsertedHTML(() => {
    const names = flush();
    if (names.length === 0) return null;
    const globals: { name: string; style: string }[] = [];
    let styles = '';
    const scoped: string[] = [];
    for (const { name, isGlobal } of names) {
      const style = cache.inserted[name];
      if (typeof style !== 'string') continue;
      if (isGlobal) globals.push({ name, style });
      else {
        styles += style;
        scoped.push(name);
      }
    }
    return (
      <>
        {globals.map(({ name, style }) => (
          <style key={name} data-emotion={`${cache.key}-global ${name}`} dangerouslySetInnerHTML={{ __html: style }} />
        ))}
        {styles && <style data-emotion={`${cache.key} ${scoped.join(' ')}`} dangerouslySetInnerHTML={{ __html: styles }} />}
      </>
    );
  });

  return <CacheProvider value={cache}>{children}</CacheProvider>;
}

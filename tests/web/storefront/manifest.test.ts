// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { viewport } from '@/app/layout';
import manifest from '@/app/manifest';
import { theme } from '@/styles/theme';

const root = path.resolve(__dirname, '../../..');

describe('웹 앱 매니페스트와 아이콘', () => {
  it('이름은 그로스몰, 독립 실행형으로 / 에서 시작하고, 테마 색은 화면의 theme-color 와 같다', () => {
    expect(manifest()).toMatchObject({ name: '그로스몰', short_name: '그로스몰', start_url: '/', display: 'standalone', theme_color: theme.color.background, lang: 'ko' });
    expect(viewport.themeColor).toBe(manifest().theme_color);
  });

  it('아이콘 파일이 모두 있고 적힌 크기의 PNG 다(192, 512, 마스크용 512)', () => {
    const icons = manifest().icons ?? [];
    expect(icons.map((i) => i.purpose)).toEqual(['any', 'any', 'maskable']);
    for (const icon of icons) {
      const file = readFileSync(path.join(root, 'public', icon.src));
      expect(file.subarray(1, 4).toString(), icon.src).toBe('PNG');
      const [width, height] = [file.readUInt32BE(16), file.readUInt32BE(20)];
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });

  it('/favicon.ico 는 app/favicon.ico(ICO), 홈 화면용 apple-icon 과 icon.svg 도 있다', () => {
    const ico = readFileSync(path.join(root, 'app/favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    expect(ico.readUInt16LE(4)).toBeGreaterThan(0);
    expect(existsSync(path.join(root, 'app/apple-icon.png'))).toBe(true);
    expect(readFileSync(path.join(root, 'app/icon.svg'), 'utf8')).toContain('<svg');
  });
});

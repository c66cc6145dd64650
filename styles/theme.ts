/**
 * 디자인 토큰. 숫자는 docs/product.md, Limits and layout(레이아웃 px)과 팔레트 이름을 그대로 따른다.
 * 색 단계는 50(가장 옅음)..900(가장 짙음).
 */
const scale = <T extends Record<50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900, string>>(s: T) => s;

export const palette = {
  pink: scale({ 50: '#fff0f6', 100: '#ffdeeb', 200: '#fcc2d7', 300: '#faa2c1', 400: '#f783ac', 500: '#f06595', 600: '#e64980', 700: '#d6336c', 800: '#c2255c', 900: '#a61e4d' }),
  red: scale({ 50: '#fff5f5', 100: '#ffe3e3', 200: '#ffc9c9', 300: '#ffa8a8', 400: '#ff8787', 500: '#ff6b6b', 600: '#fa5252', 700: '#f03e3e', 800: '#e03131', 900: '#c92a2a' }),
  blue: scale({ 50: '#e7f5ff', 100: '#d0ebff', 200: '#a5d8ff', 300: '#74c0fc', 400: '#4dabf7', 500: '#339af0', 600: '#228be6', 700: '#1c7ed6', 800: '#1971c2', 900: '#1864ab' }),
  mint: scale({ 50: '#e6fcf5', 100: '#c3fae8', 200: '#96f2d7', 300: '#63e6be', 400: '#38d9a9', 500: '#20c997', 600: '#12b886', 700: '#0ca678', 800: '#099268', 900: '#087f5b' }),
  skyBlue: scale({ 50: '#e3fafc', 100: '#c5f6fa', 200: '#99e9f2', 300: '#66d9e8', 400: '#3bc9db', 500: '#22b8cf', 600: '#15aabf', 700: '#1098ad', 800: '#0c8599', 900: '#0b7285' }),
  // yellow 900 은 노랑 바탕(50) 위 '대기' 글자색이라 open-color 의 #e67700(2.8:1) 대신 4.9:1 인 짙은 호박색
  yellow: scale({ 50: '#fff9db', 100: '#fff3bf', 200: '#ffec99', 300: '#ffe066', 400: '#ffd43b', 500: '#fcc419', 600: '#fab005', 700: '#f59f00', 800: '#f08c00', 900: '#a35a00' }),
  // 600 은 보조 글자색(textMuted)이라 open-color 의 #868e96(흰 바탕 3.3:1) 대신 gray 100·200 바탕에서도 4.5:1 을 넘는 값
  gray: scale({ 50: '#f8f9fa', 100: '#f1f3f5', 200: '#e9ecef', 300: '#dee2e6', 400: '#ced4da', 500: '#adb5bd', 600: '#5f666d', 700: '#495057', 800: '#343a40', 900: '#212529' }),
  white: '#ffffff',
  black: '#000000',
} as const;

export const layout = {
  minWidth: 360,
  maxWidth: 480,
  gutter: 20,
  headerHeight: 56,
  inputHeight: 48,
  /** 운영 콘솔만: 이 폭부터 왼쪽 메뉴와 표, 그 아래는 서랍 메뉴와 카드 */
  consoleWide: 1024,
  /** 누르는 칸의 최소 크기(WCAG 2.5.8 보다 넉넉하게) */
  tapTarget: 44,
  /** 스토어 아래 고정 바의 높이(안전 영역 제외): 탭 바, 상품 화면의 구매 바(금액 줄 + 버튼 줄 + 여백) */
  tabBarHeight: 56,
  buyBarHeight: 112,
} as const;

export const typography = {
  // 웹 폰트는 받지 않는다: 기기의 한글 글꼴(안드로이드·리눅스 Noto Sans CJK KR, iOS·맥 Apple SD Gothic Neo, 윈도 맑은 고딕)을 쓴다.
  // Pretendard 를 나눠 받던 때는 첫 화면에서 파일 10~13개(250~330KB)가 따로 도착할 때마다 글자를 다시 배치해
  // 느린 휴대폰의 주 스레드를 수백 ms 막았다(docs/decisions.md).
  // 한글과 라틴 글자를 함께 가진 Noto Sans CJK KR 을 맨 앞에 둔다: 글자 크기·굵기마다 목록의 이름을 앞에서부터 찾는데,
  // 없는 이름(Pretendard, -apple-system …)을 먼저 두면 리눅스 Chromium 에서는 그 조회가 매번 브라우저 프로세스를 다녀와
  // `/` 의 첫 배치에서 글꼴 조회가 106번(8번이면 되는 것을) 일어났다. 이 글꼴이 없는 기기는 한 번 비껴 다음 이름으로 간다
  fontFamily:
    "'Noto Sans CJK KR', -apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR', system-ui, sans-serif",
  size: { xs: 12, sm: 14, md: 16, lg: 18, xl: 20, xxl: 24 },
  weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeight: 1.5,
} as const;

export const theme = {
  palette,
  layout,
  typography,
  // 브랜드 색은 분홍 계열 한 가지: 버튼·링크·강조가 같은 값을 쓴다.
  // 흰 글자를 얹고, 흰색·gray 50~200 바탕 위 글자로도 쓰이므로 그 모두에서 명암비 4.5:1 을 넘는 800 단계
  // (600 은 흰 바탕 3.7:1, 700 은 gray 50 바탕 4.4:1 로 모자란다)
  color: {
    primary: palette.pink[800],
    primaryStrong: palette.pink[900],
    text: palette.gray[900],
    textMuted: palette.gray[600],
    border: palette.gray[300],
    // 옅은 빨강 바탕(red 50) 위에서도 4.5:1 을 넘도록 가장 짙은 단계
    danger: palette.red[900],
    background: palette.white,
    surface: palette.gray[50],
  },
  radius: { sm: 6, md: 10, lg: 16 },
} as const;

export type AppTheme = typeof theme;

/** 화면에는 보이지 않고 낭독기와 접근 가능한 이름에만 들어가는 글자의 스타일 */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * 글자 한 줄(lineHeight px) 높이의 링크를 누르는 칸 44 x 44 로 키운다. 위아래 안쪽 여백을 같은 크기의 음수 바깥 여백으로
 * 되돌리므로 둘레의 줄 간격은 그대로이고, 글자가 여러 줄로 접혀도 상쇄가 맞는다(min-height 와 고정 음수 여백은 한 줄에서만 맞는다).
 */
export function tallTarget(lineHeight: number) {
  const pad = Math.max(0, (layout.tapTarget - lineHeight) / 2);
  // min-height: 줄 높이를 잘못 짐작해도(글자 크기가 바뀌어도) 칸은 44px 아래로 내려가지 않는다
  return { minWidth: layout.tapTarget, minHeight: layout.tapTarget, paddingTop: pad, paddingBottom: pad, marginTop: -pad, marginBottom: -pad } as const;
}

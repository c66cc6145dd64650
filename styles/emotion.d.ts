import '@emotion/react';
import type { AppTheme } from './theme';

// styled 와 css prop 안의 theme 에 타입이 붙도록 Emotion 의 빈 Theme 를 넓힌다.
declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}

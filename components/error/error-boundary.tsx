'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashFallback } from './crash-fallback';

type Props = { children: ReactNode; fallback?: ReactNode };
type State = { hasError: boolean };

/**
 * 감싼 부분만 대체 화면으로 바꾸고 나머지(헤더, 옆 영역)는 계속 그린다.
 * 오류는 /api/log 로 보낸다. 클래스인 이유: React 에 오류 경계 훅이 없다.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  // 보내는 코드는 화면이 죽었을 때만 불러온다: 모든 화면의 첫 JS 에 싣지 않게. 불러오지 못해도 화면은 그대로다
  componentDidCatch(error: Error, info: ErrorInfo) {
    import('./post-crash-log').then(
      ({ postCrashLog }) => postCrashLog(error, info.componentStack ?? undefined),
      () => undefined,
    );
  }

  private reset = () => this.setState({ hasError: false });

  render() {
    if (!this.state.hasError) return this.props.children;
    return this.props.fallback ?? <CrashFallback onRetry={this.reset} />;
  }
}

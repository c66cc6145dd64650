import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { StandInNotice } from '@/components/layout/stand-in-notice';
import { renderApp } from '../components/render-app';

const payments = { adapter: 'payments', label: '결제', notice: '테스트 결제 환경: 실제로 결제되지 않습니다' } as const;
const mail = { adapter: 'mail', label: '메일', notice: '메일이 실제로 발송되지 않습니다' } as const;
const messages = { adapter: 'messages', label: '알림톡·문자', notice: '알림톡·문자가 실제로 발송되지 않습니다' } as const;

it('시험 환경 띠 – 결제가 시험용이면 그 문장이 제목, 나머지 시험용은 이름으로 한 줄(낭독기에는 문장까지)', () => {
  renderApp(<StandInNotice items={[mail, payments, messages]} />);
  const banner = screen.getByRole('complementary', { name: '테스트 환경 안내' });
  expect(banner.querySelector('strong')).toHaveTextContent('테스트 결제 환경: 실제로 결제되지 않습니다');
  expect(banner).toHaveTextContent('시험용: 메일 · 알림톡·문자');
  expect(banner).toHaveTextContent('메일이 실제로 발송되지 않습니다. 알림톡·문자가 실제로 발송되지 않습니다.');
});

it('시험 환경 띠 – 결제가 실제면 일반 제목', () => {
  renderApp(<StandInNotice items={[mail]} />);
  expect(screen.getByRole('complementary', { name: '테스트 환경 안내' }).querySelector('strong')).toHaveTextContent(
    '테스트 환경: 일부 기능이 실제로 동작하지 않습니다',
  );
});

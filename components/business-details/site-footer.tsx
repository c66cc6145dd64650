import { getBusinessDetails } from '@/lib/api/business-details';
import { BusinessFooter } from './business-footer';

/**
 * 모든 스토어 화면(결제 화면 포함) 아래쪽의 사업자 정보와 정책 링크(서버 컴포넌트): 전자상거래법 §10 이 쇼핑몰 첫 화면에 요구하는 것.
 * 콘솔(/admin)에서는 AppShell 이 그리지 않는다.
 */
export async function SiteFooter() {
  return <BusinessFooter details={await getBusinessDetails()} />;
}
